// Records a stage's checklist results on the job header (the pre-repair test at intake, the same list
// at Quality check). Only the device type's items are accepted; the quality list can be filled in
// while the job is in repair or quality check, the intake list while it is open.
import { DEVICE_CHECKLISTS, type CheckStage } from '../../shared/repairs/device-checklists';
import { isClosedStatus } from '../../shared/repairs/statuses';
import type { SaveChecklistRequest } from '../../shared/schemas/repairs/workshop';
import type { JobRecord } from '../data/jobs';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { mutateJob } from './mutate-job';

export const QUALITY_CHECK_TOO_EARLY = 'The quality checklist is filled in once the job is In repair or at Quality check.';
export const CHECKLIST_CLOSED = 'This job is closed: its checklists can no longer change.';

export async function saveChecklist(qrCode: string, stage: CheckStage, request: SaveChecklistRequest, by: string, now: Date): Promise<JobRecord> {
  return mutateJob(qrCode, (current) => {
    const items = new Set(DEVICE_CHECKLISTS[current.device.type].map((i) => i.id));
    const unknown = Object.keys(request.results).filter((id) => !items.has(id));
    if (unknown.length) throw new BadRequestError(`Not on the ${current.device.type} checklist: ${unknown.join(', ')}`);
    if (isClosedStatus(current.status)) throw new ConflictError(CHECKLIST_CLOSED);
    if (stage === 'quality' && current.status !== 'In repair' && current.status !== 'Quality check') throw new ConflictError(QUALITY_CHECK_TOO_EARLY);
    const at = now.toISOString();
    const next: JobRecord = {
      ...current,
      checks: { ...current.checks, [stage]: { results: request.results, updatedAt: at, updatedBy: by } },
      updatedAt: at,
    };
    return { next, result: next };
  });
}
