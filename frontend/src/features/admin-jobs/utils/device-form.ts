// The intake's device: a new one typed in (IMEI checked with its Luhn digit before sending), or one
// already on file named by its sticker's QR code (scanned link or the code typed).
import { isValidImei, normaliseImei, normaliseSerial, SERIAL_PATTERN } from '../../../../../shared/repairs/device-identifiers';
import { IMEI_MESSAGE, SERIAL_MESSAGE, type DeviceInput, type DeviceType } from '../../../../../shared/schemas/repairs/device';
import type { FieldErrors } from '../../../utils/form-errors';
import { qrTarget } from '../../../utils/qr-target';

export interface DeviceFormValues {
  mode: 'new' | 'on-file';
  type: DeviceType | '';
  make: string;
  model: string;
  colour: string;
  imei: string;
  serial: string;
  /** On file: the sticker's code or its scanned link. */
  deviceCode: string;
}

export const emptyDeviceForm: DeviceFormValues = { mode: 'new', type: '', make: '', model: '', colour: '', imei: '', serial: '', deviceCode: '' };

export const DEVICE_CODE_MESSAGE = "Type the code under the device's QR sticker";

export function toDeviceRequest(values: DeviceFormValues): { body: { device: DeviceInput } | { deviceQr: string } } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (values.mode === 'on-file') {
    const target = qrTarget(values.deviceCode);
    if (!target) return { errors: { deviceQr: DEVICE_CODE_MESSAGE } };
    return { body: { deviceQr: target.code } };
  }
  if (values.type === '') errors['device.type'] = 'Choose the type of device';
  if (values.make.trim() === '') errors['device.make'] = 'Make is required';
  if (values.model.trim() === '') errors['device.model'] = 'Model is required';
  const imei = normaliseImei(values.imei);
  if (imei !== '' && !isValidImei(imei)) errors['device.imei'] = IMEI_MESSAGE;
  const serial = normaliseSerial(values.serial);
  if (serial !== '' && !SERIAL_PATTERN.test(serial)) errors['device.serial'] = SERIAL_MESSAGE;
  if (Object.keys(errors).length > 0 || values.type === '') return { errors };
  return {
    body: {
      device: {
        type: values.type,
        make: values.make.trim(),
        model: values.model.trim(),
        ...(values.colour.trim() ? { colour: values.colour.trim() } : {}),
        ...(imei ? { imei } : {}),
        ...(serial ? { serial } : {}),
      },
    },
  };
}
