// /site-overview: a human sitemap of the public pages that are built (from the route registry, so a
// page appears here once it exists and never before).
import { Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { publicPages } from '../../../app/public-pages';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs } from '../../../lib/structured-data';

const TRAIL = [{ name: 'Site overview', path: paths.siteOverview }];

/** The sections of the overview and the pages in each, by path, with their link text. */
const SECTIONS: readonly { title: string; pages: readonly [string, string][] }[] = [
  { title: 'Repairs', pages: [[paths.services, 'Repair services'], [paths.pricing, 'Price list'], [paths.booking, 'Book a repair'], [paths.mailInRepair, 'Mail-in repair'], [paths.checklist, 'Before you hand in a device']] },
  { title: 'Help and tools', pages: [[paths.guides, 'Guides'], [paths.imeiLookup, 'IMEI lookup'], [paths.qrScanner, 'Scan a QR code'], [paths.deviceProfileLookup, 'Device profile']] },
  { title: 'About the shop', pages: [[paths.home, 'Home'], [paths.about, 'About us'], [paths.reviews, 'Reviews'], [paths.contact, 'Contact'], [paths.loyalty, 'Loyalty programme']] },
  { title: 'Your account', pages: [[paths.auth, 'Sign in or register'], [paths.forgotPassword, 'Forgotten password']] },
  { title: 'Legal', pages: [[paths.privacyPolicy, 'Privacy policy'], [paths.termsOfService, 'Terms of service'], [paths.disclaimer, 'Disclaimer']] },
];

export function SiteOverviewPage() {
  const built = new Set(publicPages.map((page) => page.path));
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title="Site overview" description={`Every page of the ${BUSINESS.name} website in one place.`} path={paths.siteOverview} jsonLd={[breadcrumbs(TRAIL)]} />
      <ContentPageHeader trail={TRAIL} eyebrow="Sitemap" title="Site overview" />
      <div className="grid gap-6 sm:grid-cols-2">
        {SECTIONS.map((section) => {
          const pages = section.pages.filter(([path]) => built.has(path));
          if (!pages.length) return null;
          return (
            <section key={section.title} aria-labelledby={`overview-${section.title}`} className="rounded-2xl border border-border bg-surface p-5">
              <h2 id={`overview-${section.title}`} className="text-lg font-semibold">
                {section.title}
              </h2>
              <ul className="mt-3 grid gap-2">
                {pages.map(([path, label]) => (
                  <li key={path}>
                    <Link to={path} className="text-primary hover:underline">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </article>
  );
}
