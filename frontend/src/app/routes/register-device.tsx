// /register-device, behind the sign-in guard.
import { RegisterDeviceFrame, RegisterDevicePage } from '../../features/customer-devices/components/register-device-page';

/** Drawn in the page's HTML and while the guard asks for the user (./signed-in-routes.ts, decisions 204, 222). */
export const Frame = RegisterDeviceFrame;

export function Component() {
  return <RegisterDevicePage />;
}
