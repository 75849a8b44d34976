// GET /api/receipts/{code}: the receipt behind a claim code (public: the code is the secret; no personal data).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { publicReceipt } from '../../sales/receipt-view';

export const handler = createHandler(tillRoutes.getReceipt, async ({ params }) => ({ body: await publicReceipt(params.code) }));
