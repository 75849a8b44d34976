// /admin/developers/webhooks/{id}: one endpoint and its delivery log, behind the admin guard.
import { WebhookLogPage } from '../../features/admin-webhooks/components/webhook-log-page';

export function Component() {
  return <WebhookLogPage />;
}
