// GET /api/admin/customers/{qrCode}/store-credit: the record's store credit balance and its ledger.
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { customerStoreCredit } from '../../gift-cards/store-credit';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(giftCardRoutes.getCustomerStoreCredit, async ({ params }) => ({ body: await customerStoreCredit(params.qrCode) }));
