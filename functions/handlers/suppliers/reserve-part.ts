// POST /api/admin/partfinder/reservations: a part from stock onto a job's lines at cost and sale price.
import * as supplierRoutes from '../../../shared/api/routes/suppliers';
import { createHandler } from '../../http/create-handler';
import { staffActor } from '../../products/staff-actor';
import { reservePart } from '../../suppliers/job-parts';

export const handler = createHandler(supplierRoutes.reservePart, async ({ body, session, now }) => ({ body: await reservePart(body, await staffActor(session), now) }));
