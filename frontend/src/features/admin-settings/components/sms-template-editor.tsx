// One SMS template: its wording with the placeholders it may use, a preview filled with examples, and
// a counter of characters and SMS parts (GSM-7 160/153, or 70/67 once a character needs Unicode).
import { useState, type FormEvent } from 'react';
import { smsSegments } from '../../../../../shared/messaging/sms-segments';
import { renderSmsTemplate, SMS_TEMPLATE_MAX_LENGTH, unknownPlaceholders } from '../../../../../shared/messaging/sms-templates';
import type { SmsTemplate } from '../../../../../shared/schemas/messaging';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useResetSmsTemplate, useSaveSmsTemplate } from '../api/sms-templates';

export function SmsTemplateEditor({ template }: { template: SmsTemplate }) {
  const save = useSaveSmsTemplate(template.kind);
  const reset = useResetSmsTemplate(template.kind);
  const [text, setText] = useState(template.text);
  const [error, setError] = useState<string | undefined>();
  const failure = useFormFailure();
  const preview = renderSmsTemplate(text, template.placeholders);
  const count = smsSegments(preview);
  const id = `template-${template.kind}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    failure.clear();
    const unknown = unknownPlaceholders(template.kind, text);
    if (!text.trim()) return setError('Template text is required');
    if (unknown.length) return setError(`This message cannot use ${unknown.map((name) => `{${name}}`).join(', ')}`);
    setError(undefined);
    save.mutate(text, { onSuccess: () => toast({ title: `${template.title}: saved`, variant: 'success' }), onError: failure.onError });
  };

  const onReset = () => {
    failure.clear();
    reset.mutate(undefined, {
      onSuccess: () => {
        setText(template.defaultText);
        toast({ title: `${template.title}: default wording restored`, variant: 'success' });
      },
      onError: failure.onError,
    });
  };

  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">
          {template.title}
        </h3>
        <p className="text-xs text-subtle">{template.isDefault ? 'Default wording' : `Edited by ${template.updatedBy ?? 'staff'}`}</p>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-3">
        <TextAreaField
          label="Message text"
          name={`text-${template.kind}`}
          rows={3}
          maxLength={SMS_TEMPLATE_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error}
          hint={`Placeholders: ${Object.keys(template.placeholders)
            .map((name) => `{${name}}`)
            .join(' ')}`}
        />
        <div className="rounded-lg bg-surface-raised p-3 text-sm">
          <p className="text-xs font-medium uppercase tracking-wide text-subtle">Preview</p>
          <p className="mt-1 whitespace-pre-wrap" data-testid={`preview-${template.kind}`}>
            {preview}
          </p>
          <p className="mt-2 text-xs text-muted" aria-live="polite" data-testid={`segments-${template.kind}`}>
            {count.units} characters · {count.segments === 1 ? '1 SMS' : `${count.segments} SMS`} ({count.encoding}){count.encoding === 'UCS-2' ? ': a character needs Unicode, so each SMS holds fewer' : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={save.isPending || text === template.text}>
            Save
          </Button>
          {!template.isDefault ? (
            <Button variant="ghost" disabled={reset.isPending} onClick={onReset}>
              Restore default
            </Button>
          ) : null}
        </div>
      </form>
      <FormFailure message={failure.message} />
    </section>
  );
}
