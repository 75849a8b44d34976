// Stores the customer's signature on the intake terms: the drawn image, who signed, the terms'
// version they were shown, when, and the staff member at the counter. Signed once per job; a job
// that is closed cannot be signed for.
import { INTAKE_TERMS_VERSION } from '../../shared/repairs/intake-terms';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { IntakeSignature, SignIntakeRequest } from '../../shared/schemas/repairs/workshop';
import { insertJobSignature } from '../data/job-signatures';
import { getJob } from '../data/jobs';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { JOB_NOT_FOUND } from './mutate-job';

export const TERMS_CHANGED_MESSAGE = 'The intake terms have changed: reload the page and show the customer the current terms.';
export const ALREADY_SIGNED_MESSAGE = 'The customer has already signed the intake terms for this job.';

export async function signIntakeTerms(qrCode: string, request: SignIntakeRequest, witnessedBy: string, now: Date): Promise<IntakeSignature> {
  if (request.termsVersion !== INTAKE_TERMS_VERSION) throw new ConflictError(TERMS_CHANGED_MESSAGE);
  const job = await getJob(qrCode);
  if (!job) throw new NotFoundError(JOB_NOT_FOUND);
  if (isClosedStatus(job.status)) throw new ConflictError(`A job that is ${job.status} cannot be signed for.`);
  const signature: IntakeSignature = {
    signerName: request.signerName,
    termsVersion: INTAKE_TERMS_VERSION,
    image: request.image,
    signedAt: now.toISOString(),
    witnessedBy,
  };
  if ((await insertJobSignature(qrCode, signature)) === 'already-signed') throw new ConflictError(ALREADY_SIGNED_MESSAGE);
  return signature;
}
