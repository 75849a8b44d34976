// GET /api/shop/store-credit: the signed-in customer's store credit balance (decision 346).
import * as giftCardRoutes from '../../../shared/api/routes/gift-cards';
import { getBalance } from '../../data/gift-cards';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(giftCardRoutes.getMyStoreCredit, async ({ session }) => ({ body: { balancePence: await getBalance({ kind: 'storeCredit', userId: session.userId }) } }));
