// Opens a warranty claim: a new job against a collected job still under warranty, linked to it and
// not charged (decision 084).
import { formatDate } from '../../shared/dates';
import { isUnderWarranty } from '../../shared/repairs/warranty';
import type { Actor } from '../../shared/schemas/repairs/fields';
import type { IntakeChecklist } from '../../shared/schemas/repairs/intake';
import { getJob } from '../data/jobs';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { JOB_NOT_FOUND } from './mutate-job';
import { openJob, type OpenedJob } from './open-job';

export interface WarrantyClaimInput {
  originalQr: string;
  fault: string;
  intake: IntakeChecklist;
  promisedAt?: string;
  technician?: string;
  by: Actor;
  now: Date;
  siteOrigin: string | null;
}

export async function openWarrantyClaim(input: WarrantyClaimInput): Promise<OpenedJob> {
  const original = await getJob(input.originalQr);
  if (!original) throw new NotFoundError(JOB_NOT_FOUND);
  if (original.status !== 'Collected') throw new ConflictError('Only a collected job can have a warranty claim.');
  if (original.warrantyOf) throw new ConflictError(`Open the claim against the original repair, ${original.warrantyOf.jobNumber}.`);
  if (!isUnderWarranty(original.warrantyEndsAt, input.now)) {
    throw new ConflictError(`The warranty of ${original.jobNumber} ended on ${formatDate(original.warrantyEndsAt!)}.`);
  }
  const { customer } = original;
  return openJob({
    source: 'warranty',
    customer: customer
      ? {
          userId: customer.userId,
          customerQr: customer.customerQr,
          contact: { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, email: customer.email },
        }
      : undefined,
    device: { qrCode: original.device.qrCode },
    fault: input.fault,
    intake: input.intake,
    estimatePence: 0,
    promisedAt: input.promisedAt,
    technician: input.technician,
    warrantyOf: { qrCode: original.qrCode, jobNumber: original.jobNumber },
    openedBy: input.by,
    now: input.now,
    siteOrigin: input.siteOrigin,
  });
}
