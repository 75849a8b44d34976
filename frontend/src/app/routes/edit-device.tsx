// /edit-device/{id}: the customer's device (id is its QR code), behind the sign-in guard.
import { useParams, type Params } from 'react-router';
import { myDeviceQueryOptions } from '../../features/customer-devices/api/my-devices';
import { EditDeviceFrame, EditDevicePage } from '../../features/customer-devices/components/edit-device-page';
import { queryClient } from '../../lib/query-client';

/** The device is asked for with the page's chunk, beside the guard's user (../signed-in-routes.ts, decisions 204, 224). */
export function prefetch({ id = '' }: Params): void {
  void queryClient.prefetchQuery(myDeviceQueryOptions(id));
}

/** Drawn in the page's HTML and while the guard asks for the user (decisions 204, 226). */
export const Frame = EditDeviceFrame;

export function Component() {
  const { id = '' } = useParams();
  return <EditDevicePage key={id} qrCode={id} />;
}
