// PUT /api/admin/jobs/{qrCode}/checklists/{stage}: the pre-repair test (intake) or the quality check results.
import * as workshopRoutes from '../../../shared/api/routes/workshop';
import { createHandler } from '../../http/create-handler';
import { actorOf } from '../../repairs/actors';
import { loadAdminJob } from '../../repairs/load-admin-job';
import { saveChecklist } from '../../repairs/save-checklist';

export const handler = createHandler(workshopRoutes.saveJobChecklist, async ({ params, body, session, now }) => {
  const by = await actorOf(session);
  await saveChecklist(params.qrCode, params.stage, body, by.name, now);
  return { body: await loadAdminJob(params.qrCode, now) };
});
