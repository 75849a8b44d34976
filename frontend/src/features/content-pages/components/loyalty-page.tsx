// /loyalty: the loyalty programme explained. The member's own balance comes with the loyalty issue.
import { Link } from 'react-router';
import { BUSINESS, LOYALTY } from '../../../../../shared/business';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { paths, registerHref } from '../../../config/paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';

const TRAIL = [{ name: 'Loyalty programme', path: paths.loyalty }];
const TIER_COLOURS = { Bronze: 'text-tier-bronze', Silver: 'text-tier-silver', Gold: 'text-tier-gold', Platinum: 'text-tier-platinum' } as const;

export function LoyaltyPage() {
  return (
    <article className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Loyalty programme"
        description={`Earn ${LOYALTY.pointsPerPound} point for every pound you spend on repairs at ${BUSINESS.name}, climb from Bronze to Platinum, and claim points from your receipts.`}
        path={paths.loyalty}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Loyalty" title="Points on every repair">
        <p>
          Earn {LOYALTY.pointsPerPound} point for every £1 you spend on repairs. Points build your tier, and your tier brings rewards on later repairs.
        </p>
      </ContentPageHeader>
      <section aria-labelledby="how" className="grid gap-4">
        <h2 id="how" className="text-2xl font-semibold">
          How it works
        </h2>
        <ol className="grid list-decimal gap-3 pl-6 text-muted">
          <li>Create a free account, or sign in to the one you have.</li>
          <li>Pay for a repair: {LOYALTY.pointsPerPound} point for every whole pound, added to your account.</li>
          <li>Repaired before you joined? Claim the points from your receipt: enter the receipt number on the claim page.</li>
          <li>As your points grow you move up a tier.</li>
        </ol>
      </section>
      <section aria-labelledby="tiers" className="grid gap-4">
        <h2 id="tiers" className="text-2xl font-semibold">
          The tiers
        </h2>
        <ul className="grid gap-3 sm:grid-cols-4">
          {LOYALTY.tiers.map((tier) => (
            <li key={tier} className="rounded-2xl border border-border bg-surface p-5 text-center">
              <p className={`text-xl font-bold ${TIER_COLOURS[tier]}`}>{tier}</p>
            </li>
          ))}
        </ul>
        <p className="text-sm text-subtle">Everyone starts at Bronze. Your balance and tier will show on your account.</p>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={registerHref} className={buttonClasses('primary', 'md')}>
          Join free
        </Link>
        <Link to={paths.services} className={buttonClasses('outline', 'md')}>
          See our repairs
        </Link>
      </div>
    </article>
  );
}
