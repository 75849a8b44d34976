// POST /api/admin/uploads: a presigned POST for a staff image upload (product images, job photos).
import * as shopRoutes from '../../../shared/api/routes/shop';
import { createUpload } from '../../uploads/create-upload';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(shopRoutes.createUpload, async ({ body, now }) => ({ body: await createUpload(body, now), status: 201 }));
