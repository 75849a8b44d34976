// POST /api/admin/till/drawer/cash {kind, amountPence, reason}: cash put in or taken out of the open drawer.
import * as tillRoutes from '../../../shared/api/routes/till';
import { createHandler } from '../../http/create-handler';
import { moveCash } from '../../drawer/drawer';
import { staffOf } from '../../sales/staff';

export const handler = createHandler(tillRoutes.moveDrawerCash, async ({ body, session, now }) => ({
  body: await moveCash(body.kind, body.amountPence, body.reason, await staffOf(session), now),
}));
