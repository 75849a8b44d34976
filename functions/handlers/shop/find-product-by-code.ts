// GET /api/admin/inventory/codes/{code}: the product with this SKU or EAN-13 barcode (typed or scanned).
import * as shopRoutes from '../../../shared/api/routes/shop';
import { findProductByCode } from '../../data/products';
import { createHandler } from '../../http/create-handler';
import { productNotFound } from '../../products/save-product';

export const handler = createHandler(shopRoutes.findProductByCode, async ({ params }) => {
  const product = await findProductByCode(params.code);
  if (!product) throw productNotFound();
  return { body: product };
});
