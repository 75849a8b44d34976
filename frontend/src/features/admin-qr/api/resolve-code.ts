// What a scanned code names, tried as docs/api/repairs.md says: a job, then a device, then a customer
// record; the first that exists wins. A sticker's /device/ link goes straight to the device.
import { repairRoutes } from '../../../../../shared/api/routes/repairs';
import { apiCall } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-message';
import type { QrTarget } from '../../../utils/qr-target';

export type ResolvedCode = { kind: 'job' | 'device' | 'customer'; code: string } | { kind: 'unknown'; code: string };

async function exists(lookup: () => Promise<unknown>): Promise<boolean> {
  try {
    await lookup();
    return true;
  } catch (error) {
    if (errorStatus(error) === 404) return false;
    throw error;
  }
}

export async function resolveCode(target: QrTarget, signal?: AbortSignal): Promise<ResolvedCode> {
  const { code } = target;
  const params = { qrCode: code };
  if (target.kind === 'device') {
    return (await exists(() => apiCall(repairRoutes.getAdminDevice, { params, signal }))) ? { kind: 'device', code } : { kind: 'unknown', code };
  }
  if (await exists(() => apiCall(repairRoutes.getJob, { params, signal }))) return { kind: 'job', code };
  if (await exists(() => apiCall(repairRoutes.getAdminDevice, { params, signal }))) return { kind: 'device', code };
  if (await exists(() => apiCall(repairRoutes.getCustomer, { params, signal }))) return { kind: 'customer', code };
  return { kind: 'unknown', code };
}
