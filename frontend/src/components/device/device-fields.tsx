// The device part of the customer's forms (/register-device, /edit-device, the mail-in order): type,
// make, model, colour, IMEI and serial, with the shared schema's messages.
import type { DeviceType } from '../../../../shared/schemas/repairs/device';
import type { SchemaForm } from '../../hooks/use-schema-form';
import { cn } from '../../utils/cn';
import { errorClasses } from '../form/field-classes';
import { TextField } from '../form/text-field';

export interface DeviceFormValues {
  type: DeviceType | '';
  make: string;
  model: string;
  colour: string;
  imei: string;
  serial: string;
}

export const emptyDeviceForm: DeviceFormValues = { type: '', make: '', model: '', colour: '', imei: '', serial: '' };

const types = [
  { value: 'phone', label: 'Phone' },
  { value: 'tablet', label: 'Tablet' },
  { value: 'console', label: 'Console' },
] as const;

type DeviceForm = Pick<SchemaForm<DeviceFormValues, unknown>, 'values' | 'text' | 'errorFor' | 'setValue'>;

export function DeviceFields({ form }: { form: DeviceForm }) {
  const typeError = form.errorFor('type');
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Type of device</legend>
        <div className="grid grid-cols-3 gap-3">
          {types.map(({ value, label }) => (
            <label
              key={value}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-lg border bg-background text-sm font-semibold transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary',
                form.values.type === value ? 'border-primary bg-primary/10 text-primary' : 'border-border text-muted hover:border-border-strong',
              )}
            >
              <input type="radio" name="type" value={value} checked={form.values.type === value} onChange={() => form.setValue('type', value)} className="sr-only" />
              {label}
            </label>
          ))}
        </div>
        {typeError ? <p className={errorClasses}>{typeError}</p> : null}
      </fieldset>
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
