// The job's terms: estimate (in pounds; the customer's approval beside it), technician, promised date
// and the fault as diagnosed, edited together with PATCH; only the fields that changed are sent.
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob, UpdateJobRequest } from '../../../../../shared/schemas/repairs/job';
import { Notice } from '../../../components/form/notice';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { dayOfIso, parsePounds, promisedAtFromDay } from '../../../utils/intake-form';
import { useUpdateJob } from '../api/job-writes';
import { Panel } from './panel';

const approvalWords = { pending: 'Waiting for the customer', approved: 'Approved by the customer', declined: 'Declined by the customer' } as const;

function penceAsPounds(pence: number | undefined): string {
  return pence === undefined ? '' : (pence / 100).toFixed(2);
}

export function TermsPanel({ job }: { job: AdminJob }) {
  const update = useUpdateJob(job.qrCode);
  const closed = isClosedStatus(job.status);
  const [estimate, setEstimate] = useState(penceAsPounds(job.estimatePence));
  const [technician, setTechnician] = useState(job.technician ?? '');
  const [promisedDay, setPromisedDay] = useState(dayOfIso(job.promisedAt));
  const [fault, setFault] = useState(job.fault);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = parsePounds(estimate, 'Estimate');
    if ('error' in parsed) {
      setErrors({ estimatePence: parsed.error });
      return;
    }
    setErrors({});
    const body: UpdateJobRequest = {};
    if (parsed.pence !== null && parsed.pence !== job.estimatePence) body.estimatePence = parsed.pence;
    if (technician.trim() !== (job.technician ?? '')) body.technician = technician.trim();
    if (promisedDay !== dayOfIso(job.promisedAt)) body.promisedAt = promisedDay ? promisedAtFromDay(promisedDay) : '';
    if (fault.trim() !== job.fault) {
      if (fault.trim() === '') {
        setErrors({ fault: 'Fault description is required' });
        return;
      }
      body.fault = fault.trim();
    }
    if (Object.keys(body).length === 0) {
      setFailure('Nothing has changed.');
      return;
    }
    update.mutate(body, {
      onSuccess: () => toast({ title: 'Job updated', variant: 'success' }),
      onError: (error) => {
        const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
        setErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(serverMessage(error));
      },
    });
  };

  return (
    <Panel title="Estimate and timing">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-subtle">Estimate</dt>
          <dd className="font-semibold">{job.estimatePence !== undefined ? formatPence(job.estimatePence) : 'None yet'}</dd>
          {job.estimateApproval ? <dd className="text-muted">{approvalWords[job.estimateApproval]}</dd> : null}
        </div>
        <div>
          <dt className="text-subtle">Promised by</dt>
          <dd className="font-semibold">{job.promisedAt ? formatDate(job.promisedAt) : 'Not set'}</dd>
        </div>
      </dl>
      {closed ? null : (
        <form onSubmit={onSubmit} noValidate aria-label="Estimate and timing" className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Estimate (£)" name="estimatePence" inputMode="decimal" optional value={estimate} onChange={(event) => setEstimate(event.target.value)} error={errors.estimatePence} />
            <TextField label="Technician" name="technician" optional value={technician} onChange={(event) => setTechnician(event.target.value)} error={errors.technician} />
            <TextField label="Promised date" name="promisedAt" type="date" optional value={promisedDay} onChange={(event) => setPromisedDay(event.target.value)} error={errors.promisedAt} />
          </div>
          <TextAreaField label="Fault description" name="fault" rows={2} value={fault} onChange={(event) => setFault(event.target.value)} error={errors.fault} />
          <Button type="submit" variant="secondary" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
        </form>
      )}
      {failure ? (
        <Notice tone={failure === 'Nothing has changed.' ? 'info' : 'error'} role="alert">
          {failure}
        </Notice>
      ) : null}
    </Panel>
  );
}
