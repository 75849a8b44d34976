// A device on file as the form's values, for /edit-device.
import type { Device } from '../../../../../shared/schemas/repairs/device';
import type { DeviceFormValues } from '../../../components/device/device-fields';

export function deviceFormValues(device: Device): DeviceFormValues {
  return {
    type: device.type,
    make: device.make,
    model: device.model,
    colour: device.colour ?? '',
    imei: device.imei ?? '',
    serial: device.serial ?? '',
  };
}
