// /register-device, behind the sign-in guard.
import { RegisterDevicePage } from '../../features/customer-devices/components/register-device-page';

export function Component() {
  return <RegisterDevicePage />;
}
