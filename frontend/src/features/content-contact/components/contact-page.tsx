// /contact: address with a map link, hours with whether the shop is open now (Europe/London), call
// and chat links, and the contact form (loaded when the visitor comes near it, under the rest on a
// phone: decision 365).
import MapPin from 'lucide-react/icons/map-pin';
import { BUSINESS, formatAddress, OPENING_HOURS } from '../../../../../shared/business';
import { weeklyHours } from '../../../../../shared/content/weekly-hours';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { AddressLines, ContactButtons } from '../../../components/content/contact-buttons';
import { PageMeta } from '../../../components/seo/page-meta';
import { lazyDataPart } from '../../../components/two-step-page';
import { Spinner } from '../../../components/ui/spinner';
import { WhenNearViewport } from '../../../components/near-viewport';
import { publicPaths as paths } from '../../../config/public-paths';
import { directionsHref } from '../../../lib/contact-links';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';
import { lazy, Suspense } from 'react';

const ContactForm = lazyDataPart(async () => (await import('./contact-form')).ContactForm);
const OpeningStatusLine = lazy(async () => ({ default: (await import('./opening-status-line')).OpeningStatusLine }));
const TRAIL = [{ name: 'Contact', path: paths.contact }];

export function ContactPage() {
  return (
    <article className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Contact us"
        description={`Call, text or visit ${BUSINESS.name} at ${formatAddress()}. ${OPENING_HOURS.summary}. Send us a message and we reply within one working day.`}
        path={paths.contact}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Contact" title={`Visit, call or message ${BUSINESS.name}`}>
        <p>Walk in, book a slot, or ask us anything about a repair.</p>
      </ContentPageHeader>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-6">
          <section aria-labelledby="find-us" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
            <h2 id="find-us" className="flex items-center gap-2 text-xl font-semibold">
              <MapPin className="h-5 w-5 text-primary" aria-hidden="true" />
              Find us
            </h2>
            <address className="not-italic text-muted">
              {BUSINESS.legalName}
              <br />
              <AddressLines />
            </address>
            <a href={directionsHref} className="text-primary hover:underline" rel="noopener noreferrer" target="_blank">
              Open in Google Maps (directions)
            </a>
          </section>
          <section aria-labelledby="hours" className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
            <h2 id="hours" className="text-xl font-semibold">
              Opening hours
            </h2>
            <Suspense fallback={<p className="min-h-7 text-lg font-semibold text-muted">{OPENING_HOURS.summary}</p>}>
              <OpeningStatusLine />
            </Suspense>
            <table className="text-sm">
              <caption className="sr-only">Opening hours by day</caption>
              <tbody>
                {weeklyHours().map((row) => (
                  <tr key={row.day} className="border-t border-border">
                    <th scope="row" className="py-1.5 pr-6 text-left font-medium">
                      {row.day}
                    </th>
                    <td className="py-1.5 text-muted">{row.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <ContactButtons size="md" messageLabel={`Text ${BUSINESS.chatNumber.display}`} />
        </div>
        <section aria-labelledby="message-us" className="grid content-start gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <h2 id="message-us" className="text-xl font-semibold">
            Send us a message
          </h2>
          {/* Not in the prerendered HTML: sent before the app takes over, the form would go natively (decision 020). */}
          <WhenNearViewport fallback={<Spinner label="Loading the form" />}>
            <ContactForm />
          </WhenNearViewport>
        </section>
      </div>
    </article>
  );
}
