import ArrowRight from 'lucide-react/icons/arrow-right';
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import MapPin from 'lucide-react/icons/map-pin';
import Smartphone from 'lucide-react/icons/smartphone';
import Tablet from 'lucide-react/icons/tablet';
import { Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { paths } from '../../../config/paths';
import { SectionHeading } from './section-heading';

const services = [
  {
    icon: Smartphone,
    title: 'Phone repairs',
    text: 'iPhone, Samsung, Google Pixel and more, back in your pocket quickly.',
    jobs: ['Screen replacement', 'Battery replacement', 'Charging port repair', 'Water damage recovery', 'Data transfer'],
  },
  {
    icon: Tablet,
    title: 'Tablet repairs',
    text: 'iPad and Android tablets repaired for work, school and play.',
    jobs: ['Cracked glass and displays', 'Battery replacement', 'Charging port repair', 'Water damage recovery', 'Data transfer'],
  },
  {
    icon: Gamepad2,
    title: 'Console repairs',
    text: 'Home and handheld consoles fixed so you can get back in the game.',
    jobs: ['Charging and power faults', 'Handheld screens and batteries', 'Liquid damage recovery', 'Fault diagnosis and testing'],
  },
] as const;

export function ServicesSummary() {
  return (
    <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading id="services-title" eyebrow="What we repair" title="Phones, tablets and consoles: fast, local repairs">
        <p>
          One counter in {BUSINESS.address.city} for the devices you rely on every day. Drop in, tell us what is wrong, and most
          repairs are ready the same day.
        </p>
      </SectionHeading>

      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {services.map(({ icon: Icon, title, text, jobs }) => (
          <li
            key={title}
            className="group flex flex-col rounded-2xl border border-border bg-surface p-6 transition-colors hover:border-primary/50"
          >
            <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
            <ul className="mt-5 space-y-2 text-sm">
              {jobs.map((job) => (
                <li key={job} className="flex items-center gap-2 text-foreground/90">
                  <span className="h-1.5 w-1.5 rounded-full bg-primary" aria-hidden="true" />
                  {job}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-col gap-4 rounded-2xl border border-border bg-gradient-to-r from-primary/10 via-surface to-surface p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-3 text-foreground">
          <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            <span className="font-semibold">Fast local service.</span>{' '}
            <span className="text-muted">
              No posting your phone away and waiting a week: your device is repaired here, on {BUSINESS.address.line1}.
            </span>
          </span>
        </p>
        <Link to={paths.services} className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-primary hover:text-primary-hover">
          All services
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
