// /admin/developers/keys: the owner's API keys, behind the admin guard.
import { ApiKeysPage } from '../../features/developer-keys/components/api-keys-page';

export function Component() {
  return <ApiKeysPage />;
}
