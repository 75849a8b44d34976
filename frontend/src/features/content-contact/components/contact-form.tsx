// The contact form. Spam resistance without a captcha: a field hidden from people and assistive
// technology that bots fill in, and the seconds since the form appeared (the server refuses a form
// filled in under 3 seconds). Loaded after the page, with TanStack Query.
import { useRef, useState } from 'react';
import * as z from 'zod/mini';
import { ContactRequestSchema } from '../../../../../shared/schemas/content/enquiries';
import { EmailField } from '../../../components/form/email-field';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { useSendEnquiry } from '../api/enquiries';

const { name, email, phone, message } = ContactRequestSchema.shape;
const ContactFormSchema = z.object({ name, email, phone, message });

export function ContactForm() {
  const shownAt = useRef(Date.now());
  const [website, setWebsite] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendEnquiry();
  const form = useSchemaForm(ContactFormSchema, { name: '', email: '', phone: '', message: '' });

  if (sent) return <Notice tone="success" title="Message sent">{sent}</Notice>;
  return (
    <form
      noValidate
      aria-label="Contact form"
      className="grid gap-4"
      onSubmit={form.handleSubmit((data) =>
        send.mutate(
          { ...data, phone: data.phone || undefined, website, elapsedSeconds: Math.round((Date.now() - shownAt.current) / 1000) },
          {
            onSuccess: (result) => setSent(result.message),
            onError: (error) => form.setServerErrors(error instanceof ApiError ? fieldErrorsFromBody(error.body) : {}),
          },
        ),
      )}
    >
      <TextField label="Your name" autoComplete="name" {...form.text('name')} error={form.errorFor('name')} />
      <EmailField {...form.text('email')} error={form.errorFor('email')} />
      <TextField label="Phone" optional type="tel" autoComplete="tel" {...form.text('phone')} error={form.errorFor('phone')} />
      <TextAreaField
        label="Your message"
        name="message"
        rows={5}
        value={form.values.message}
        onChange={(event) => form.setValue('message', event.target.value)}
        onBlur={() => form.touch('message')}
        error={form.errorFor('message')}
        aria-invalid={form.errorFor('message') !== undefined}
      />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" value={website} onChange={(event) => setWebsite(event.target.value)} />
        </label>
      </div>
      {send.isError && Object.keys(error4xxFields(send.error)).length === 0 ? (
        <Notice tone="error" title="Your message was not sent">
          {serverMessage(send.error)}
        </Notice>
      ) : null}
      <SubmitButton pending={send.isPending} pendingLabel="Sending...">
        Send message
      </SubmitButton>
    </form>
  );
}

function error4xxFields(error: unknown) {
  return error instanceof ApiError ? fieldErrorsFromBody(error.body) : {};
}
