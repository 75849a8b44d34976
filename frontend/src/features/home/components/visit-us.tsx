import CalendarClock from 'lucide-react/icons/calendar-clock';
import MapPin from 'lucide-react/icons/map-pin';
import Navigation from 'lucide-react/icons/navigation';
import { OPENING_HOURS } from '../../../../../shared/business';
import { AddressLines, ContactButtons } from '../../../components/content/contact-buttons';
import { directionsHref } from '../../../lib/contact-links';

export function VisitUs() {
  return (
    <section aria-labelledby="visit-title" className="border-t border-border bg-surface/50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Visit the shop</p>
          <h2 id="visit-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Bring it in today and we will take a look
          </h2>
          <p className="mt-4 text-lg text-muted">
            Not sure what is wrong? Call or message us first and we will tell you what to expect.
          </p>
          <ContactButtons className="mt-8" />
        </div>

        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl border border-border bg-background/60 p-6">
            <dt className="flex items-center gap-2 font-semibold text-foreground">
              <CalendarClock className="h-5 w-5 text-primary" aria-hidden="true" />
              Opening hours
            </dt>
            <dd className="mt-3 text-muted">
              {OPENING_HOURS.summary}
              <br />
              {OPENING_HOURS.closedSummary}
            </dd>
          </div>
          <div className="rounded-2xl border border-border bg-background/60 p-6">
            <dt className="flex items-center gap-2 font-semibold text-foreground">
              <MapPin className="h-5 w-5 text-primary" aria-hidden="true" />
              Find us
            </dt>
            <dd className="mt-3 text-muted">
              <AddressLines />
              <br />
              <a
                href={directionsHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-3 inline-flex items-center gap-1.5 font-semibold text-primary hover:text-primary-hover"
              >
                <Navigation className="h-4 w-4" aria-hidden="true" />
                Get directions<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
