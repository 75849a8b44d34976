// The device part of the customer's forms (/register-device, /edit-device, the mail-in order, the booking): type,
// make, model, colour, IMEI and serial, with the shared schema's messages.
import type { DeviceType } from '../../../../shared/schemas/repairs/device';
import type { SchemaForm } from '../../hooks/use-schema-form';
import { TextField } from '../form/text-field';
import { DeviceTypePicker } from './device-type-picker';

export interface DeviceFormValues {
  type: DeviceType | '';
  make: string;
  model: string;
  colour: string;
  imei: string;
  serial: string;
}

export const emptyDeviceForm: DeviceFormValues = { type: '', make: '', model: '', colour: '', imei: '', serial: '' };

type DeviceForm = Pick<SchemaForm<DeviceFormValues, unknown>, 'values' | 'text' | 'errorFor' | 'setValue'>;

export function DeviceFields({ form }: { form: DeviceForm }) {
  return (
    <>
      <DeviceTypePicker value={form.values.type} onChange={(type) => form.setValue('type', type)} error={form.errorFor('type')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Make" {...form.text('make')} error={form.errorFor('make')} placeholder="Apple, Samsung, Sony..." />
        <TextField label="Model" {...form.text('model')} error={form.errorFor('model')} placeholder="iPhone 13, PS5..." />
        <TextField label="Colour" optional {...form.text('colour')} error={form.errorFor('colour')} />
        <TextField label="IMEI" optional inputMode="numeric" {...form.text('imei')} error={form.errorFor('imei')} hint="Dial *#06# on a phone to see it." />
        <TextField label="Serial number" optional autoCapitalize="characters" spellCheck={false} {...form.text('serial')} error={form.errorFor('serial')} />
      </div>
    </>
  );
}
