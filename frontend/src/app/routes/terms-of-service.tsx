// /terms-of-service (public, no server data).
import { TermsOfService } from '../../features/legal/components/terms-of-service';

export function Component() {
  return <TermsOfService />;
}
