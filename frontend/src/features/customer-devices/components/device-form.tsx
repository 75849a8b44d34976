// The register and edit form of a customer's device; rules and messages are the server's own
// (DeviceInputSchema), and the server's field messages land under their fields.
import { useState } from 'react';
import { DeviceInputSchema, type DeviceInput } from '../../../../../shared/schemas/repairs/device';
import { DeviceFields, type DeviceFormValues } from '../../../components/device/device-fields';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody } from '../../../utils/form-errors';

export interface DeviceFormProps {
  initialValues: DeviceFormValues;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The form drawn before the page can take it (its frame, decision 222): every field disabled. */
  disabled?: boolean;
  /** Calls back with the server's failure, so the form can show it. */
  onSubmit: (device: DeviceInput, onError: (error: unknown) => void) => void;
}

export function DeviceForm({ initialValues, submitLabel, pendingLabel, pending, disabled = false, onSubmit }: DeviceFormProps) {
  const form = useSchemaForm(DeviceInputSchema, initialValues);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((device) => {
    setFailure(null);
    onSubmit(device, (error) => {
      const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
      form.setServerErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(serverMessage(error));
    });
  });
  const fields = (
    // One element in the frame and in the form, so both lay out the same (decision 222).
    <fieldset disabled={disabled} aria-busy={disabled || undefined} aria-label={disabled ? submitLabel : undefined} className="grid min-w-0 gap-5">
      <DeviceFields form={form} />
      {failure ? (
        <Notice tone="error" role="alert" title="We could not save the device">
          {failure}
        </Notice>
      ) : null}
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </fieldset>
  );
  // The frame has no <form>: nothing in the page's HTML submits before the app has it.
  if (disabled) return fields;
  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel}>
      {fields}
    </form>
  );
}
