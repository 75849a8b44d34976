// The walk-in intake at the counter: the customer (optional for a walk-in, chosen in the slot the
// route fills), the device (new, or on file by its sticker), the fault, the intake checklist and the
// terms. Opens the job and goes to its sheet to print the ticket.
import { useState, type FormEvent, type ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { DEVICE_TYPES } from '../../../../../shared/schemas/repairs/device';
import { ChoiceField } from '../../../components/form/choice-field';
import { useFormFailure } from '../../../components/form/form-failure';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { IntakeFields } from '../../../components/repairs/intake-fields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { emptyIntakeForm, toIntakeRequest } from '../../../utils/intake-form';
import { useOpenJob } from '../api/open-job';
import { emptyDeviceForm, toDeviceRequest, type DeviceFormValues } from '../utils/device-form';
import { deviceTitle } from '../utils/job-text';

const typeOptions = DEVICE_TYPES.map((type) => ({ value: type, label: type[0]!.toUpperCase() + type.slice(1) }));
const modeOptions = [
  { value: 'new', label: 'New device' },
  { value: 'on-file', label: 'Device on file (QR sticker)' },
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 rounded-2xl border border-border bg-surface p-5">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export interface KnownDevice {
  qrCode: string;
  make: string;
  model: string;
  colour?: string;
}

export interface NewJobFormProps {
  customerQr: string | null;
  customerSlot: ReactNode;
  /** The chosen customer's devices on file: picked with one tap instead of typing a sticker code. */
  knownDevices?: readonly KnownDevice[];
}

export function NewJobForm({ customerQr, customerSlot, knownDevices = [] }: NewJobFormProps) {
  const navigate = useNavigate();
  const open = useOpenJob();
  const [device, setDevice] = useState<DeviceFormValues>(emptyDeviceForm);
  const [fault, setFault] = useState('');
  const [intake, setIntake] = useState(emptyIntakeForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = useFormFailure();
  const setDeviceField = <K extends keyof DeviceFormValues>(key: K, value: DeviceFormValues[K]) => setDevice((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    failure.clear();
    const deviceRequest = toDeviceRequest(device);
    const intakeRequest = toIntakeRequest(intake);
    const found: FieldErrors = {
      ...('errors' in deviceRequest ? deviceRequest.errors : {}),
      ...('errors' in intakeRequest ? intakeRequest.errors : {}),
      ...(fault.trim() === '' ? { fault: 'Fault description is required' } : {}),
    };
    setErrors(found);
    if ('errors' in deviceRequest || 'errors' in intakeRequest || Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    open.mutate(
      { ...(customerQr ? { customerQr } : {}), ...deviceRequest.body, fault: fault.trim(), ...intakeRequest.body },
      {
        onSuccess: (job) => {
          toast({ title: `Job ${job.jobNumber} opened`, description: 'Print the ticket for the customer.', variant: 'success' });
          void navigate(generatePath(paths.adminJob, { qrCode: job.qrCode }));
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
          setErrors(fields);
          if (Object.keys(fields).length === 0) failure.onError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="New job" className="grid gap-6">
      <Section title="Customer">{customerSlot}</Section>
      <Section title="Device">
        <ChoiceField legend="Which device" name="device-mode" value={device.mode} options={modeOptions} onChange={(mode) => setDeviceField('mode', mode)} />
        {device.mode === 'on-file' && knownDevices.length > 0 ? (
          <ChoiceField
            legend="The customer's devices"
            name="known-device"
            value={knownDevices.some((known) => known.qrCode === device.deviceCode) ? device.deviceCode : ''}
            options={knownDevices.map((known) => ({ value: known.qrCode, label: deviceTitle(known) }))}
            onChange={(qrCode) => setDeviceField('deviceCode', qrCode)}
          />
        ) : null}
        {device.mode === 'on-file' ? (
          <TextField
            label="Device QR code"
            name="deviceQr"
            value={device.deviceCode}
            onChange={(event) => setDeviceField('deviceCode', event.target.value)}
            error={errors.deviceQr}
            autoCapitalize="none"
            spellCheck={false}
            hint="Scan the sticker with a barcode scanner into this box, or type the code printed under it."
          />
        ) : (
          <>
            <ChoiceField legend="Type" name="device.type" value={device.type} options={typeOptions} onChange={(type) => setDeviceField('type', type)} error={errors['device.type']} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField label="Make" name="device.make" value={device.make} onChange={(event) => setDeviceField('make', event.target.value)} error={errors['device.make']} />
              <TextField label="Model" name="device.model" value={device.model} onChange={(event) => setDeviceField('model', event.target.value)} error={errors['device.model']} />
              <TextField label="Colour" optional name="device.colour" value={device.colour} onChange={(event) => setDeviceField('colour', event.target.value)} error={errors['device.colour']} />
              <TextField label="IMEI" optional inputMode="numeric" name="device.imei" value={device.imei} onChange={(event) => setDeviceField('imei', event.target.value)} error={errors['device.imei']} hint="Dial *#06# to show it." />
              <TextField label="Serial number" optional name="device.serial" value={device.serial} onChange={(event) => setDeviceField('serial', event.target.value)} error={errors['device.serial']} />
            </div>
          </>
        )}
        {errors.device ? <p className="text-sm text-danger">{errors.device}</p> : null}
      </Section>
      <Section title="Fault">
        <TextAreaField label="Fault description" name="fault" rows={3} value={fault} onChange={(event) => setFault(event.target.value)} error={errors.fault} />
      </Section>
      <Section title="Intake checklist">
        <IntakeFields idPrefix="new-job" values={intake} onChange={setIntake} errors={errors} />
      </Section>
      {failure.message ? (
        <Notice tone="error" role="alert" title="The job was not opened">
          {failure.message}
        </Notice>
      ) : null}
      <SubmitButton pending={open.isPending} pendingLabel="Opening the job...">
        Open job
      </SubmitButton>
    </form>
  );
}
