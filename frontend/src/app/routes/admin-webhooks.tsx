// /admin/developers/webhooks: the webhook endpoints (issue 31), behind the admin guard.
import { WebhooksPage } from '../../features/admin-webhooks/components/webhooks-page';

export function Component() {
  return <WebhooksPage />;
}
