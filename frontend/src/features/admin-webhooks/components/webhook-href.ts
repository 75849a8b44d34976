import { paths } from '../../../config/paths';

/** The log page of one endpoint. */
export const webhookHref = (id: string) => paths.adminWebhook.replace(':id', encodeURIComponent(id));
