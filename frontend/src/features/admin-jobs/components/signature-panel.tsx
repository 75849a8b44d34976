// The intake terms the customer signs on the counter tablet, and once signed: who, when, which version
// of the terms and the staff member at the counter. Printed on the job ticket.
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../../../shared/dates';
import { INTAKE_TERMS, INTAKE_TERMS_VERSION } from '../../../../../shared/repairs/intake-terms';
import { isClosedStatus } from '../../../../../shared/repairs/statuses';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useSignIntake } from '../api/workshop-writes';
import { Panel } from './panel';
import { SignaturePad } from './signature-pad';

export function SignaturePanel({ job }: { job: AdminJob }) {
  const sign = useSignIntake(job.qrCode);
  const [signerName, setSignerName] = useState([job.customer?.firstName, job.customer?.lastName].filter(Boolean).join(' '));
  const [image, setImage] = useState<string | null>(null);
  const failure = useFormFailure();
  const signature = job.signature;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    if (!signerName.trim()) return failure.show('Name of the person signing is required');
    if (!image) return failure.show('Ask the customer to sign in the box first.');
    sign.mutate(
      { signerName: signerName.trim(), termsVersion: INTAKE_TERMS_VERSION, image },
      { onSuccess: () => toast({ title: 'Signature saved', variant: 'success' }), onError: failure.onError },
    );
  };

  return (
    <Panel title="Intake terms">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-muted">
        {INTAKE_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ol>
      {signature ? (
        <figure className="grid gap-2">
          <img src={signature.image} alt={`Signature of ${signature.signerName}`} className="w-full max-w-md rounded-lg bg-white" />
          <figcaption className="text-sm text-muted">
            Signed by {signature.signerName} on {formatDateTime(signature.signedAt)}, with {signature.witnessedBy} at the counter (terms version{' '}
            {signature.termsVersion}).
          </figcaption>
        </figure>
      ) : isClosedStatus(job.status) ? (
        <p className="text-sm text-subtle">The customer did not sign the intake terms for this job.</p>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label="Customer signature" className="grid gap-3">
          <TextField label="Name of the person signing" name="signerName" value={signerName} onChange={(event) => setSignerName(event.target.value)} autoComplete="off" />
          <SignaturePad label="Signature box: sign with a finger, a pen or the mouse" onChange={setImage} />
          <Button type="submit" variant="secondary" disabled={sign.isPending}>
            {sign.isPending ? 'Saving...' : 'Save signature'}
          </Button>
        </form>
      )}
      <FormFailure message={failure.message} />
    </Panel>
  );
}
