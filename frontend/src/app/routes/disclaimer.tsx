// /disclaimer (public, no server data).
import { Disclaimer } from '../../features/legal/components/disclaimer';

export function Component() {
  return <Disclaimer />;
}
