// /booking's header, drawn at once in the prerendered HTML (it is the page's largest text, so its
// LCP); the form, which needs the app and server data, loads after it.
import { BUSINESS, OPENING_HOURS } from '../../../../../shared/business';

export function BookingIntro() {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Book a repair</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Book your repair at {BUSINESS.address.line1}</h1>
      <p className="mt-3 text-lg text-muted">
        Pick a time that suits you and we will be ready for your device. Open {OPENING_HOURS.summary}.
      </p>
    </header>
  );
}
