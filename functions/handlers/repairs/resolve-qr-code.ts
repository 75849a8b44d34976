// GET /api/admin/qr/{qrCode}: what a scanned code opens (/admin/qr): a job, a device or a customer.
import * as repairRoutes from '../../../shared/api/routes/repairs';
import { findQrKind } from '../../data/qr-lookup';
import { createHandler } from '../../http/create-handler';
import { NotFoundError } from '../../lib/http-errors';

export const handler = createHandler(repairRoutes.resolveQrCode, async ({ params }) => {
  const kind = await findQrKind(params.qrCode);
  if (!kind) throw new NotFoundError('No job, device or customer has that QR code');
  return { body: { kind, qrCode: params.qrCode } };
});
