import Award from 'lucide-react/icons/award';
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Zap from 'lucide-react/icons/zap';
import { BUSINESS, OPENING_HOURS } from '../../../../../shared/business';
import { ContactButtons } from '../../../components/content/contact-buttons';
import { directionsHref } from '../../../lib/contact-links';

const claims = [
  { icon: Zap, title: 'Same-day service', text: 'Most repairs are done while you get on with your day.' },
  { icon: ShieldCheck, title: `${BUSINESS.warrantyMonths}-month warranty`, text: 'Every repair is covered for a full year.' },
  { icon: Award, title: `${BUSINESS.yearsOfExperience}+ years of experience`, text: 'Seasoned technicians who have seen every fault.' },
] as const;

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_10%_-10%,rgb(34_211_238/0.18),transparent),radial-gradient(40rem_25rem_at_90%_10%,rgb(251_191_36/0.10),transparent)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgb(148_163_184/0.06)_1px,transparent_1px),linear-gradient(to_bottom,rgb(148_163_184/0.06)_1px,transparent_1px)] bg-[size:3rem_3rem] [mask-image:linear-gradient(to_bottom,black,transparent_85%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.15fr_1fr] lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface/80 px-3 py-1 text-sm text-muted">
            <span className="h-2 w-2 rounded-full bg-success" aria-hidden="true" />
            <Clock className="h-4 w-4" aria-hidden="true" />
            Open {OPENING_HOURS.summary}
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Phone, tablet and console repairs in{' '}
            <span className="bg-gradient-to-r from-primary to-cyan-200 bg-clip-text text-transparent">{BUSINESS.address.city}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-muted sm:text-xl">
            Cracked screen, tired battery, a charging port that no longer charges or a console that has gone quiet? Bring it to{' '}
            {BUSINESS.name} on {BUSINESS.address.line1}. We find the real fault, tell you what it needs, and fix it fast.
          </p>
          <ContactButtons messageLabel="Send us a message" className="mt-8" />
          <a
            href={directionsHref}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex items-center gap-2 font-semibold text-muted hover:text-primary"
          >
            <MapPin className="h-5 w-5" aria-hidden="true" />
            Get directions to {BUSINESS.address.line1}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>

        <ul aria-label="Why customers choose us" className="grid gap-4">
          {claims.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex items-start gap-4 rounded-2xl border border-border bg-surface/80 p-5 shadow-xl shadow-black/20 backdrop-blur">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-foreground">{title}</span>
                <span className="mt-1 block text-muted">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
