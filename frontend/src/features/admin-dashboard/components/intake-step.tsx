// The intake checklist as a small form under a booking or a mail-in order: check in / mark received.
import { useState, type FormEvent } from 'react';
import { FormFailure } from '../../../components/form/form-failure';
import { SubmitButton } from '../../../components/form/submit-button';
import { IntakeFields } from '../../../components/repairs/intake-fields';
import { Button } from '../../../components/ui/button';
import type { FieldErrors } from '../../../utils/form-errors';
import { emptyIntakeForm, toIntakeRequest, type IntakeRequest } from '../../../utils/intake-form';

export interface IntakeStepProps {
  idPrefix: string;
  label: string;
  submitLabel: string;
  pending: boolean;
  serverErrors: FieldErrors;
  failure: string | null;
  onSubmit: (body: IntakeRequest) => void;
  onCancel: () => void;
}

export function IntakeStep({ idPrefix, label, submitLabel, pending, serverErrors, failure, onSubmit, onCancel }: IntakeStepProps) {
  const [values, setValues] = useState(emptyIntakeForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = toIntakeRequest(values);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    onSubmit(parsed.body);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-4 border-t border-border pt-4">
      <IntakeFields idPrefix={idPrefix} values={values} onChange={setValues} errors={{ ...serverErrors, ...errors }} />
      <FormFailure message={failure} />
      <div className="grid gap-2 sm:grid-cols-[1fr_auto]">
        <SubmitButton pending={pending} pendingLabel="Opening the job..." size="md">
          {submitLabel}
        </SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
