// /admin/developers/webhooks/{id}: one endpoint - its settings, its signing secret on asking, and its
// delivery log (each delivery's attempts with status and response time), where a delivery is re-sent.
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../../shared/dates';
import type { WebhookDelivery, WebhookEndpoint } from '../../../../../shared/schemas/webhooks';
import { WEBHOOK_TOPIC_LABELS } from '../../../../../shared/webhooks/topics';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useDeleteWebhookEndpoint, useResendWebhookDelivery, useRevealWebhookSecret, useUpdateWebhookEndpoint, webhookEndpointQueryOptions } from '../api/webhooks';
import { EndpointForm } from './endpoint-form';
import { SecretPanel } from './secret-panel';

const STATES: Record<WebhookDelivery['state'], string> = { pending: 'Sending', succeeded: 'Delivered', retrying: 'Retrying', failed: 'Failed' };
const TRIGGERS = { event: 'Sent', retry: 'Retry', resend: 'Re-sent' } as const;

function outcome(attempt: WebhookDelivery['attempts'][number]): string {
  return attempt.status === null ? (attempt.error ?? 'No answer') : `HTTP ${attempt.status}`;
}

function EndpointSettings({ endpoint }: { endpoint: WebhookEndpoint }) {
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const remove = useDeleteWebhookEndpoint(endpoint.id);
  const reveal = useRevealWebhookSecret(endpoint.id);
  const navigate = useNavigate();
  const save = (changes: Partial<Parameters<typeof update.mutateAsync>[0]>) =>
    update.mutateAsync({ url: endpoint.url, description: endpoint.description, events: endpoint.events, enabled: endpoint.enabled, ...changes });
  return (
    <section aria-labelledby="settings-title" className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <h2 id="settings-title" className="text-xl font-semibold">
        Endpoint
      </h2>
      <CheckboxField
        name="enabled"
        checked={endpoint.enabled}
        onChange={(enabled) =>
          void save({ enabled }).then(
            () => toast({ title: enabled ? 'Endpoint switched on' : 'Endpoint switched off', variant: 'success' }),
            (error: unknown) => toast({ title: serverMessage(error), variant: 'destructive' }),
          )
        }
        label={endpoint.enabled ? 'Enabled: events are sent to it' : `Disabled${endpoint.disabledReason ? ` (${endpoint.disabledReason})` : ''}: nothing is sent until it is switched on`}
      />
      <EndpointForm key={endpoint.updatedAt} endpoint={endpoint} submitLabel="Save endpoint" pending={update.isPending} onSubmit={(input) => save(input).then(() => toast({ title: 'Endpoint saved', variant: 'success' }))} />
      {reveal.data ? (
        <SecretPanel title="Signing secret" secret={reveal.data.secret} />
      ) : (
        <Button variant="outline" size="sm" className="justify-self-start" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
          Reveal signing secret
        </Button>
      )}
      <ConfirmDialog
        trigger="Delete endpoint"
        title="Delete this endpoint?"
        description="Nothing more is sent to it, and its delivery log goes."
        confirmLabel="Delete endpoint"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              toast({ title: 'Endpoint deleted', variant: 'success' });
              void navigate(paths.adminWebhooks);
            },
          })
        }
      />
    </section>
  );
}

function DeliveryLog({ endpointId, deliveries }: { endpointId: string; deliveries: WebhookDelivery[] }) {
  const resend = useResendWebhookDelivery(endpointId);
  return (
    <section aria-labelledby="log-title" className="grid gap-3">
      <h2 id="log-title" className="text-xl font-semibold">
        Delivery log
      </h2>
      <DataTable
        label="Deliveries"
        rows={deliveries}
        empty={<p className="text-muted">No deliveries yet: they appear here as the events this endpoint asks for happen.</p>}
        head={
          <thead>
            <tr className="border-b border-border">
              <th scope="col" className="py-2 pr-3">Event</th>
              <th scope="col" className="pr-3">Status</th>
              <th scope="col" className="pr-3">Attempts</th>
              <th scope="col" className="pr-3">Next retry</th>
              <th scope="col">
                <span className="sr-only">Re-send</span>
              </th>
            </tr>
          </thead>
        }
      >
        {(delivery) => (
          <tr key={delivery.id} className="border-b border-border align-top">
            <td className="py-2 pr-3">
              <p>{WEBHOOK_TOPIC_LABELS[delivery.eventType]}</p>
              <p className="font-mono text-xs text-muted">{delivery.eventId}</p>
            </td>
            <td className="pr-3">{STATES[delivery.state]}</td>
            <td className="pr-3">
              <ol className="grid gap-1 text-sm">
                {delivery.attempts.map((attempt, index) => (
                  <li key={index}>
                    {formatDateTime(attempt.at)}: {TRIGGERS[attempt.trigger]}, {outcome(attempt)} in {attempt.durationMs} ms
                  </li>
                ))}
              </ol>
            </td>
            <td className="pr-3">{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt) : ''}</td>
            <td>
              <Button
                variant="outline"
                size="sm"
                disabled={resend.isPending}
                aria-label={`Re-send ${delivery.eventId}`}
                onClick={() =>
                  resend.mutate(delivery.id, {
                    onSuccess: (after) => toast({ title: after.attempts.at(-1)?.status === null ? 'Re-sent: no answer' : `Re-sent: ${outcome(after.attempts.at(-1)!)}`, variant: 'success' }),
                    onError: (error) => toast({ title: serverMessage(error), variant: 'destructive' }),
                  })
                }
              >
                Re-send
              </Button>
            </td>
          </tr>
        )}
      </DataTable>
    </section>
  );
}

export function WebhookLogPage() {
  useDocumentTitle('Webhook endpoint');
  const id = useParams().id ?? '';
  const detail = useQuery(webhookEndpointQueryOptions(id));
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <QueryContent query={detail} loadingLabel="Loading the endpoint" failedTitle="The endpoint could not be loaded">
        {({ endpoint, deliveries }) => (
          <>
            <header className="grid gap-1">
              <h1 className="text-3xl font-bold tracking-tight">Webhook endpoint</h1>
              <p className="break-all text-muted">{endpoint.url}</p>
            </header>
            <EndpointSettings endpoint={endpoint} />
            <DeliveryLog endpointId={endpoint.id} deliveries={deliveries} />
          </>
        )}
      </QueryContent>
    </div>
  );
}
