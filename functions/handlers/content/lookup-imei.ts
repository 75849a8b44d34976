// GET /api/imei/{imei}: the IMEI checked and split, make and model when known, the warranty of a repair here. Rate limited.
import * as contentRoutes from '../../../shared/api/routes/content';
import { lookupImei } from '../../content/imei-lookup';
import { createHandler } from '../../http/create-handler';

export const handler = createHandler(contentRoutes.lookupImei, async ({ params, clientIp, now }) => ({ body: await lookupImei(params.imei, { clientIp, now }) }));
