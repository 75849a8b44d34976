// The booking form: the device, the problem, a slot and how to reach the customer. Signed-in
// customers find their contact details filled in; the booking is then linked to their account.
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { Booking } from '../../../../../shared/schemas/bookings';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_CHANNELS } from '../../../../../shared/messaging/channels';
import { DeviceFields } from '../../../components/device/device-fields';
import { ChoiceField } from '../../../components/form/choice-field';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { EmailField } from '../../../components/form/email-field';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { bookingSlotsQueryOptions } from '../api/booking-slots';
import { useCreateBooking } from '../api/create-booking';
import { BookingFormSchema, emptyBookingForm, flatFieldErrors, prefillFromSearch, toBookingRequest } from '../utils/booking-form';
import { ServiceClosedNotice } from '../../../components/settings/service-closed-notice';
import { SlotPicker } from './slot-picker';

function Section({ title, step, children }: { title: string; step: number; children: ReactNode }) {
  return (
    <section aria-labelledby={`booking-step-${step}`} className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={`booking-step-${step}`} className="flex items-center gap-3 text-lg font-semibold">
        <span className="flex h-7 w-7 items-center justify-center rounded-full bg-primary/15 text-sm text-primary">{step}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function BookingForm({ onBooked }: { onBooked: (booking: Booking) => void }) {
  const auth = useAuth();
  const [now] = useState(() => new Date());
  const slots = useQuery(bookingSlotsQueryOptions(now));
  const user = auth.user;
  const [search] = useSearchParams();
  const form = useSchemaForm(BookingFormSchema, {
    ...emptyBookingForm,
    ...prefillFromSearch(search),
    ...(user ? { name: `${user.firstName} ${user.lastName}`, phone: user.phone, email: user.email } : {}),
  });
  // The signed-in user is known only after hydration (useAuth): fill the contact fields then, unless typed.
  const { setValue } = form;
  useEffect(() => {
    if (!user) return;
    const known = { name: `${user.firstName} ${user.lastName}`, phone: user.phone, email: user.email };
    for (const [field, value] of Object.entries(known) as [keyof typeof known, string][]) {
      if (!form.values[field] && value) setValue(field, value);
    }
    // Only when the user arrives: a field the customer cleared afterwards stays cleared.
  }, [user?.id, setValue]);
  const book = useCreateBooking();
  const { values } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((data) => {
    setFailure(null);
    book.mutate(toBookingRequest(data), {
      onSuccess: onBooked,
      onError: (error) => {
        const fields = error instanceof ApiError ? flatFieldErrors(fieldErrorsFromBody(error.body)) : {};
        form.setServerErrors(fields);
        if (Object.keys(fields).length === 0) setFailure(serverMessage(error));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Book a repair">
      <Section step={1} title="Your device">
        <DeviceFields form={form} />
      </Section>

      <Section step={2} title="What is wrong?">
        <TextAreaField
          label="Describe the problem"
          name="problem"
          value={values.problem}
          onChange={(event) => form.setValue('problem', event.target.value)}
          onBlur={() => form.touch('problem')}
          error={form.errorFor('problem')}
          hint="What happened, when it started, anything you have tried. Mention liquid damage."
        />
      </Section>

      <Section step={3} title="When can you come in?">
        {slots.isPending ? (
          <Spinner label="Loading free appointments" />
        ) : slots.isError ? (
          <Notice tone="error" role="alert" title="Could not load the free appointments">
            {serverMessage(slots.error)}
          </Notice>
        ) : slots.data.closedNotice ? (
          <ServiceClosedNotice title="Online booking is closed for now" notice={slots.data.closedNotice} />
        ) : (
          <SlotPicker
            slots={slots.data.slots}
            value={values.slotStart}
            onChange={(slotStart) => form.setValue('slotStart', slotStart)}
            error={form.errorFor('slotStart')}
          />
        )}
      </Section>

      <Section step={4} title="Your details">
        <TextField label="Name" {...form.text('name')} error={form.errorFor('name')} autoComplete="name" />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Mobile number" type="tel" inputMode="tel" {...form.text('phone')} error={form.errorFor('phone')} autoComplete="tel-national" placeholder="07xxx xxxxxx" />
          <EmailField {...form.text('email')} error={form.errorFor('email')} />
        </div>
        <ChoiceField
          legend="Send me updates by"
          name="messageChannel"
          value={values.messageChannel}
          options={MESSAGE_CHANNELS.map((channel) => ({ value: channel, label: MESSAGE_CHANNEL_LABELS[channel] }))}
          onChange={(channel) => form.setValue('messageChannel', channel)}
        />
      </Section>

      {failure ? (
        <Notice tone="error" role="alert" title="We could not book that">
          {failure}
        </Notice>
      ) : null}
      <SubmitButton pending={book.isPending} pendingLabel="Booking...">
        Book repair
      </SubmitButton>
    </form>
  );
}
