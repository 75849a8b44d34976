// /admin/developers: the API reference, behind the admin guard (decision 271).
import { ApiReferencePage } from '../../features/developers/components/api-reference-page';

export function Component() {
  return <ApiReferencePage />;
}
