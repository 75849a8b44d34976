// The mail-in queue: parcels still to arrive (mark received with the intake: a job is opened) and
// devices received (mark returned with the courier's tracking reference once posted back).
import { useState, type FormEvent } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { MailInOrder } from '../../../../../shared/schemas/mail-in';
import { useFormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { fieldErrorsFromBody, type FieldErrors } from '../../../utils/form-errors';
import { useMailInQueue, useReceiveMailIn, useReturnMailIn, type QueueState } from '../api/mail-in';
import { DashboardSection } from './dashboard-section';
import { IntakeStep } from './intake-step';

function OrderSummary({ order }: { order: MailInOrder }) {
  return (
    <div>
      <p className="font-semibold">
        {order.reference} · {order.contact.name}
      </p>
      <p className="text-sm text-muted">
        {order.device.make} {order.device.model} ({order.device.type}) · ordered {formatDate(order.createdAt)}
      </p>
      <p className="text-sm text-muted">{order.problem}</p>
      {order.jobQrCode ? (
        <Link className="text-sm font-semibold text-primary hover:underline" to={generatePath(paths.adminJob, { qrCode: order.jobQrCode })}>
          Job {order.jobNumber}
        </Link>
      ) : null}
    </div>
  );
}

function AwaitingOrder({ order }: { order: MailInOrder }) {
  const navigate = useNavigate();
  const receive = useReceiveMailIn();
  const [open, setOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const failure = useFormFailure();
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface-raised/40 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <OrderSummary order={order} />
        {open ? null : (
          <Button size="sm" onClick={() => setOpen(true)} aria-label={`Mark received: ${order.reference}`}>
            Mark received
          </Button>
        )}
      </div>
      {open ? (
        <IntakeStep
          idPrefix={`receive-${order.reference}`}
          label={`Receive ${order.reference}`}
          submitLabel="Mark received and open the job"
          pending={receive.isPending}
          serverErrors={serverErrors}
          failure={failure.message}
          onCancel={() => setOpen(false)}
          onSubmit={(body) => {
            failure.clear();
            // The promise, not mutate's callbacks: the order leaves this list when it is received,
            // and the row unmounts before the callbacks of an unmounted caller would run.
            receive.mutateAsync({ reference: order.reference, body }).then(
              (result) => {
                toast({ title: `Received: job ${result.jobNumber}`, variant: 'success' });
                void navigate(generatePath(paths.adminJob, { qrCode: result.jobQrCode }));
              },
              (error: unknown) => {
                const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
                setServerErrors(fields);
                if (Object.keys(fields).length === 0) failure.onError(error);
              },
            );
          }}
        />
      ) : null}
    </li>
  );
}

function ReceivedOrder({ order }: { order: MailInOrder }) {
  const markReturned = useReturnMailIn();
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tracking.trim() === '') {
      setError('Tracking reference is required');
      return;
    }
    markReturned.mutate(
      { reference: order.reference, trackingReference: tracking.trim() },
      {
        onSuccess: () => toast({ title: `${order.reference} marked returned`, variant: 'success' }),
        onError: (failure) => setError(fieldErrorsFromBody(failure instanceof ApiError ? failure.body : undefined).trackingReference ?? serverMessage(failure)),
      },
    );
  };
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface-raised/40 p-4">
      <OrderSummary order={order} />
      <form onSubmit={submit} noValidate aria-label={`Return ${order.reference}`} className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <TextField label="Tracking reference" name="trackingReference" value={tracking} onChange={(event) => setTracking(event.target.value)} error={error} autoComplete="off" />
        <Button type="submit" variant="secondary" disabled={markReturned.isPending}>
          Mark returned
        </Button>
      </form>
    </li>
  );
}

function Queue({ state }: { state: QueueState }) {
  const queue = useMailInQueue(state);
  return (
    <QueryContent
      query={queue}
      size="inline"
      loadingLabel={`Loading ${state.toLowerCase()} orders`}
      isEmpty={(orders) => orders.length === 0}
      empty={<p className="text-sm text-muted">None.</p>}
    >
      {(orders) => (
        <ul className="grid gap-3" aria-label={state}>
          {orders.map((order) => (state === 'Awaiting device' ? <AwaitingOrder key={order.reference} order={order} /> : <ReceivedOrder key={order.reference} order={order} />))}
        </ul>
      )}
    </QueryContent>
  );
}

export function MailInPanel() {
  return (
    <DashboardSection title="Mail-in queue">
      <h3 className="font-semibold text-muted">Awaiting device</h3>
      <Queue state="Awaiting device" />
      <h3 className="font-semibold text-muted">Received</h3>
      <Queue state="Received" />
    </DashboardSection>
  );
}
