// /admin/developers/webhooks: the shop's webhook endpoints, and registering one; a new endpoint's
// signing secret is shown here once (decision 278), and its page can reveal it again.
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../../../shared/dates';
import { WEBHOOK_TOPIC_LABELS } from '../../../../../shared/webhooks/topics';
import { DataTable } from '../../../components/ui/data-table';
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { useQuery } from '@tanstack/react-query';
import { useCreateWebhookEndpoint, webhookEndpointsQueryOptions } from '../api/webhooks';
import { EndpointForm } from './endpoint-form';
import { SecretPanel } from './secret-panel';
import { webhookHref } from './webhook-href';

export function WebhooksPage() {
  useDocumentTitle('Webhooks');
  const endpoints = useQuery(webhookEndpointsQueryOptions());
  const create = useCreateWebhookEndpoint();
  const [created, setCreated] = useState<{ id: string; url: string; secret: string } | null>(null);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Webhooks</h1>
        <p className="text-muted">Tell the shop's other tools when something happens: each endpoint gets the event types it asks for, signed with its own secret.</p>
      </header>
      {created ? (
        <SecretPanel title={`Signing secret for ${created.url}`} secret={created.secret}>
          Copy it into the receiving tool now. Only you, as the owner, can reveal it again, from <Link to={webhookHref(created.id)} className="text-primary underline">the endpoint's page</Link>.
        </SecretPanel>
      ) : null}
      <section aria-labelledby="endpoints-title" className="grid gap-3">
        <h2 id="endpoints-title" className="text-xl font-semibold">
          Endpoints
        </h2>
        <QueryContent query={endpoints} loadingLabel="Loading the endpoints" failedTitle="The endpoints could not be loaded">
          {(data) => (
            <DataTable
              label="Webhook endpoints"
              rows={data.endpoints}
              empty={<p className="text-muted">No endpoints yet.</p>}
              head={
                <thead>
                  <tr className="border-b border-border">
                    <th scope="col" className="py-2 pr-3">URL</th>
                    <th scope="col" className="pr-3">Event types</th>
                    <th scope="col" className="pr-3">Status</th>
                    <th scope="col">Added</th>
                  </tr>
                </thead>
              }
            >
              {(endpoint) => (
                <tr key={endpoint.id} className="border-b border-border align-top">
                  <td className="py-2 pr-3">
                    <Link to={webhookHref(endpoint.id)} className="break-all text-primary underline">
                      {endpoint.url}
                    </Link>
                    {endpoint.description ? <p className="text-sm text-muted">{endpoint.description}</p> : null}
                  </td>
                  <td className="pr-3 text-sm">{endpoint.events.map((topic) => WEBHOOK_TOPIC_LABELS[topic]).join(', ')}</td>
                  <td className="pr-3">{endpoint.enabled ? 'Enabled' : `Disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}`}</td>
                  <td>{formatDateTime(endpoint.createdAt)}</td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryContent>
      </section>
      <section aria-labelledby="new-endpoint-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
        <h2 id="new-endpoint-title" className="text-xl font-semibold">
          Add an endpoint
        </h2>
        <EndpointForm
          submitLabel="Add endpoint"
          pending={create.isPending}
          onSubmit={(input) =>
            create.mutateAsync(input).then((endpoint) => {
              toast({ title: 'Endpoint added', variant: 'success' });
              setCreated({ id: endpoint.id, url: endpoint.url, secret: endpoint.secret });
            })
          }
        />
      </section>
    </div>
  );
}
