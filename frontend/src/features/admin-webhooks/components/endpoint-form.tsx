// An endpoint's URL, description and event types (new and edit).
import { useState, type FormEvent } from 'react';
import { WebhookEndpointInputSchema, type WebhookEndpoint, type WebhookEndpointInput } from '../../../../../shared/schemas/webhooks';
import { WEBHOOK_TOPIC_LABELS, WEBHOOK_TOPICS, type WebhookTopic } from '../../../../../shared/webhooks/topics';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody, firstErrorPerField, type FieldErrors } from '../../../utils/form-errors';

export function EndpointForm({ endpoint, submitLabel, pending, onSubmit }: { endpoint?: WebhookEndpoint; submitLabel: string; pending: boolean; onSubmit: (input: WebhookEndpointInput) => Promise<unknown> }) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<WebhookTopic[]>(endpoint?.events ?? []);
  const [errors, setErrors] = useState<FieldErrors>({});
  const toggle = (topic: WebhookTopic, on: boolean) => setEvents(on ? WEBHOOK_TOPICS.filter((t) => t === topic || events.includes(t)) : events.filter((t) => t !== topic));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = WebhookEndpointInputSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await onSubmit(parsed.data);
      if (!endpoint) {
        setUrl('');
        setDescription('');
        setEvents([]);
      }
    } catch (error) {
      const fields = error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
      setErrors(Object.keys(fields).length ? fields : { '': serverMessage(error) });
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Endpoint URL" name="url" type="url" value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} />
        <TextField label="Description" name="description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} optional />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Event types</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_TOPICS.map((topic) => (
            <CheckboxField key={topic} name={`event-${topic}`} checked={events.includes(topic)} onChange={(on) => toggle(topic, on)} label={`${WEBHOOK_TOPIC_LABELS[topic]} (${topic})`} />
          ))}
        </div>
        {errors.events ? (
          <p role="alert" className="text-sm text-danger">
            {errors.events}
          </p>
        ) : null}
      </fieldset>
      {errors[''] ? (
        <p role="alert" className="text-sm text-danger">
          {errors['']}
        </p>
      ) : null}
      <Button type="submit" disabled={pending} className="justify-self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
