// The site footer: how to reach the shop (address, phone, hours, call and chat), links, legal pages.
// Not in the admin area: staff's pages (and their printouts, a Z report) carry none of it (decision 251).
import Clock from 'lucide-react/icons/clock';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquare from 'lucide-react/icons/message-square';
import Phone from 'lucide-react/icons/phone';
import Share2 from 'lucide-react/icons/share-2';
import { Link, useLocation } from 'react-router';
import { BUSINESS, OPENING_HOURS } from '../../../../../shared/business';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { callHref, chatHref, directionsHref } from '../../../lib/contact-links';
import { isAdminAreaPath } from '../utils/admin-area';
import { publicNavItems } from '../utils/public-nav-items';

const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'Disclaimer', to: paths.disclaimer },
] as const;

const headingClass = 'text-sm font-semibold tracking-wide text-foreground uppercase';
const linkClass = 'text-muted transition-colors hover:text-primary';

export function Footer() {
  const { pathname } = useLocation();
  const { address } = BUSINESS;
  if (isAdminAreaPath(pathname)) return null;
  return (
    <footer className="mt-auto border-t border-border bg-surface/60">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={headingClass}>
            Visit us
          </h2>
          <address className="mt-4 flex gap-3 text-muted not-italic">
            <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {BUSINESS.name}
              <br />
              {address.line1}
              <br />
              {address.city} {address.postcode}
              <br />
              {address.country}
            </span>
          </address>
          <a href={directionsHref} target="_blank" rel="noopener noreferrer" className={`mt-3 inline-block text-sm ${linkClass}`}>
            Get directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={headingClass}>
            Get in touch
          </h2>
          <p className="mt-4 flex items-center gap-3 text-muted">
            <Phone className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <a href={callHref} className={linkClass}>
              {BUSINESS.phone.display}
            </a>
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <a href={callHref} className={buttonClasses('primary', 'sm')}>
              <Phone className="h-4 w-4" aria-hidden="true" />
              Call us
            </a>
            <a href={chatHref} className={buttonClasses('secondary', 'sm')}>
              <MessageSquare className="h-4 w-4" aria-hidden="true" />
              Send a message
            </a>
          </div>
          <a href={BUSINESS.social.url} target="_blank" rel="noopener noreferrer" className={`mt-4 flex items-center gap-2 text-sm ${linkClass}`}>
            <Share2 className="h-4 w-4" aria-hidden="true" />
            Follow us on {BUSINESS.social.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </section>

        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={headingClass}>
            Opening hours
          </h2>
          <p className="mt-4 flex gap-3 text-muted">
            <Clock className="mt-0.5 h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
            <span>
              {OPENING_HOURS.summary}
              <br />
              {OPENING_HOURS.closedSummary}
            </span>
          </p>
        </section>

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            Explore
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {publicNavItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={linkClass}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-subtle sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {BUSINESS.legalName}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
