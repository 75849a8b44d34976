// "Open warranty claim" on a collected job still under warranty: the new fault and intake; the claim
// is a new job on the same device and customer, not charged. Opens the claim's sheet.
import { useState, type FormEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { IntakeFields } from '../../../components/repairs/intake-fields';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { emptyIntakeForm, toIntakeRequest } from '../../../utils/intake-form';
import { useOpenWarrantyClaim } from '../api/job-writes';

export function WarrantyClaimForm({ job }: { job: AdminJob }) {
  const navigate = useNavigate();
  const claim = useOpenWarrantyClaim(job.qrCode);
  const [fault, setFault] = useState('');
  const [intake, setIntake] = useState(emptyIntakeForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const failure = useFormFailure();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const parsed = toIntakeRequest(intake);
    const found: FieldErrors = 'errors' in parsed ? { ...parsed.errors } : {};
    if (fault.trim() === '') found.fault = 'Fault description is required';
    setErrors(found);
    if ('errors' in parsed || Object.keys(found).length > 0) return;
    const { estimatePence: _notCharged, ...terms } = parsed.body;
    claim.mutate(
      { fault: fault.trim(), ...terms },
      {
        onSuccess: (opened) => {
          toast({ title: `Warranty claim ${opened.jobNumber} opened`, variant: 'success' });
          void navigate(generatePath(paths.adminJob, { qrCode: opened.qrCode }));
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
    <form onSubmit={onSubmit} noValidate aria-label="Open warranty claim" className="grid gap-4 border-t border-border pt-4">
      <TextAreaField label="Fault description" name="fault" rows={2} value={fault} onChange={(event) => setFault(event.target.value)} error={errors.fault} />
      <IntakeFields idPrefix="claim" values={intake} onChange={setIntake} errors={errors} withEstimate={false} />
      <FormFailure message={failure.message} />
      <SubmitButton pending={claim.isPending} pendingLabel="Opening...">
        Open warranty claim
      </SubmitButton>
    </form>
  );
}
