// /mail-in-repair's first part, drawn without server data: how mail-in works, where to post the
// device and how to pack it (the same words as the order page and the confirmation email).
import { BUSINESS } from '../../../../../shared/business';
import { MAIL_IN_PACKING_INSTRUCTIONS } from '../../../../../shared/bookings/mail-in-rules';
import { HowItWorks } from '../../../components/content/how-it-works';

const steps = [
  { title: 'Order online', text: 'Tell us about the device, the fault and where to send it back. You get an order reference by email.' },
  { title: 'Post it to us', text: 'Pack the device as below and send it by a tracked service with the reference inside.' },
  { title: 'We repair it', text: 'We open a repair when it arrives and email you an estimate to approve before any work.' },
  { title: 'We post it back', text: 'Repaired and checked, it comes back to you with a tracking reference and 12 months of warranty.' },
];

export function MailInIntro() {
  const { address } = BUSINESS;
  return (
    <div className="grid gap-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Mail-in Repair</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Send your device to us by post</h1>
        <p className="mt-3 text-lg text-muted">Anywhere in the UK: no need to come to {address.city}.</p>
      </header>
      <HowItWorks id="how-title" steps={steps} />
      <div className="grid gap-6 sm:grid-cols-[1fr_2fr]">
        <section aria-labelledby="post-to-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <h2 id="post-to-title" className="text-xl font-semibold">
            Post it to
          </h2>
          <address className="mt-3 text-muted not-italic">
            {BUSINESS.name}
            <br />
            {address.line1}
            <br />
            {address.city}
            <br />
            {address.postcode}
          </address>
        </section>
        <section aria-labelledby="packing-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <h2 id="packing-title" className="text-xl font-semibold">
            Packing instructions
          </h2>
          <ol className="mt-3 grid list-decimal gap-2 pl-5 text-muted">
            {MAIL_IN_PACKING_INSTRUCTIONS.map((instruction) => (
              <li key={instruction}>{instruction}</li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
