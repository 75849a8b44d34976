// /mail-in-repair's second part: the order form for signed-in customers; visitors are offered sign-in
// or registration that brings them back here. Ordered, it opens the order page.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { generatePath, Link, useNavigate } from 'react-router';
import { DeviceFields } from '../../../components/device/device-fields';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { buttonClasses } from '../../../components/ui/button';
import { ServiceClosedNotice } from '../../../components/settings/service-closed-notice';
import { siteStatusQueryOptions } from '../../../lib/site-status-query';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { useCreateMailInOrder } from '../api/mail-in-orders';
import { emptyMailInForm, flatFieldErrors, MailInFormSchema, toMailInRequest } from '../utils/mail-in-form';

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <fieldset aria-labelledby={id} className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </fieldset>
  );
}

export function MailInOrderPart() {
  const auth = useAuth();
  const siteStatus = useQuery(siteStatusQueryOptions());
  const mailIn = siteStatus.data?.services.mailIn;
  return (
    <section aria-labelledby="order-title" className="grid gap-4">
      <h2 id="order-title" className="text-2xl font-bold">
        Start a mail-in repair
      </h2>
      {mailIn && !mailIn.open ? (
        <ServiceClosedNotice title="Mail-in repairs are closed for now" notice={mailIn.notice ?? ''} />
      ) : auth.status === 'loading' ? (
        <Spinner label="Checking your sign-in" />
      ) : auth.status === 'anonymous' ? (
        <SignInFirst />
      ) : (
        <MailInOrderForm name={`${auth.user.firstName} ${auth.user.lastName}`} />
      )}
    </section>
  );
}

function SignInFirst() {
  const back = new URLSearchParams({ returnTo: paths.mailInRepair }).toString();
  return (
    <div className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <p className="text-muted">Sign in or create an account to order: we keep you posted by email and the repair appears on your dashboard.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Link to={`${paths.auth}?${back}`} className={buttonClasses('primary', 'lg')}>
          Sign in to order
        </Link>
        <Link to={`${paths.auth}?tab=register&${back}`} className={buttonClasses('outline', 'lg')}>
          Create an account
        </Link>
      </div>
    </div>
  );
}

function MailInOrderForm({ name }: { name: string }) {
  const form = useSchemaForm(MailInFormSchema, emptyMailInForm(name));
  const order = useCreateMailInOrder();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit((data) => {
    setFailure(null);
    order.mutate(toMailInRequest(data), {
      onSuccess: (detail) => void navigate(generatePath(paths.mailInOrder, { id: detail.order.reference })),
      onError: (error) => {
        const fields = error instanceof ApiError ? flatFieldErrors(fieldErrorsFromBody(error.body)) : {};
        form.setServerErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(serverMessage(error));
      },
    });
  });
  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Mail-in order">
      <Section title="Your device" id="mail-in-device">
        <DeviceFields form={form} />
      </Section>
      <Section title="What is wrong?" id="mail-in-problem">
        <TextAreaField
          label="Describe the problem"
          name="problem"
          value={form.values.problem}
          onChange={(event) => form.setValue('problem', event.target.value)}
          onBlur={() => form.touch('problem')}
          error={form.errorFor('problem')}
          hint="What happened, when it started, anything you have tried. Mention liquid damage."
        />
      </Section>
      <Section title="Return address" id="mail-in-address">
        <TextField label="Name" autoComplete="name" {...form.text('name')} error={form.errorFor('name')} />
        <TextField label="Address line 1" autoComplete="address-line1" {...form.text('line1')} error={form.errorFor('line1')} />
        <TextField label="Address line 2" optional autoComplete="address-line2" {...form.text('line2')} error={form.errorFor('line2')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Town or city" autoComplete="address-level2" {...form.text('city')} error={form.errorFor('city')} />
          <TextField label="Postcode" autoComplete="postal-code" autoCapitalize="characters" {...form.text('postcode')} error={form.errorFor('postcode')} />
        </div>
      </Section>
      {failure ? (
        <Notice tone="error" role="alert" title="We could not place the order">
          {failure}
        </Notice>
      ) : null}
      <SubmitButton pending={order.isPending} pendingLabel="Placing order...">
        Place mail-in order
      </SubmitButton>
    </form>
  );
}
