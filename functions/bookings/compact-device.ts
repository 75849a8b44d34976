// The device as stored on a booking or mail-in order: blank optional fields (colour, IMEI, serial)
// are left out rather than kept as empty strings.
import type { DeviceInput } from '../../shared/schemas/repairs/device';
import type { DeviceView } from '../../shared/schemas/bookings';

export function compactDevice(device: DeviceInput): DeviceView {
  const { colour, imei, serial, ...rest } = device;
  return { ...rest, ...(colour ? { colour } : {}), ...(imei ? { imei } : {}), ...(serial ? { serial } : {}) };
}
