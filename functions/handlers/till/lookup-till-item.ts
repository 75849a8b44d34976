// GET /api/admin/till/lookup?code=: what a scanned or typed code adds to the sale: a repair job by
// its ticket's QR code (or link) or its job number, with the balance to pay; a product; or the
// customer whose card was scanned (decision 207).
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';
import { findTillItem } from '../../sales/till-lookup';

export const handler = createHandler(tillRoutes.lookupTillItem, async ({ query }) => {
  const item = await findTillItem(query.code);
  if (!item) throw new NotFoundError(`Nothing at the till matches ${query.code}.`);
  return { body: item };
});
