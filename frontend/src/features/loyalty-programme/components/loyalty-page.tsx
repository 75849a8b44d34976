// /loyalty: the loyalty programme explained, with its tiers, thresholds and benefits in the HTML
// (shared/loyalty.ts); the signed-in member's points follow after hydration (the `member` slot).
import type { ReactNode } from 'react';
import { BUSINESS } from '../../../../../shared/business';
import { LOYALTY_RULES, TIERS } from '../../../../../shared/loyalty';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';
import { TierBadge } from './tier-badge';

const TRAIL = [{ name: 'Loyalty programme', path: paths.loyalty }];

export function LoyaltyPage({ member }: { member: ReactNode }) {
  return (
    <article className="mx-auto grid max-w-4xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Loyalty programme"
        description={`Earn ${LOYALTY_RULES.pointsPerPound} point for every pound you spend on repairs at ${BUSINESS.name}, climb from Bronze to Platinum for repair discounts and longer warranties, and claim points from your receipts.`}
        path={paths.loyalty}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Loyalty" title="Points on every repair">
        <p>
          Earn {LOYALTY_RULES.pointsPerPound} point for every £1 you spend on repairs. Points build your tier, and your tier brings a repair
          discount, a longer warranty and priority booking.
        </p>
      </ContentPageHeader>
      {member}
      <section aria-labelledby="how" className="grid gap-4">
        <h2 id="how" className="text-2xl font-semibold">
          How it works
        </h2>
        <ol className="grid list-decimal gap-3 pl-6 text-muted">
          <li>Create a free account, or sign in to the one you have.</li>
          <li>
            Pay for a repair at the shop: {LOYALTY_RULES.pointsPerPound} point for every whole pound spent on repairs is added to your account
            straight away when the repair is in your name.
          </li>
          <li>
            Paid before you joined, or the repair was not in your name? Scan the QR code on your receipt, or type its code on the claim page,
            within {LOYALTY_RULES.claimWindowDays} days of the sale. Each receipt can be claimed once.
          </li>
          <li>Add your date of birth to your profile for {LOYALTY_RULES.birthdayBonusPoints} bonus points every birthday.</li>
          <li>Your tier is set by the points you earned in the last {LOYALTY_RULES.qualifyingMonths} months; spending points never lowers it.</li>
        </ol>
      </section>
      <section aria-labelledby="tiers" className="grid gap-4">
        <h2 id="tiers" className="text-2xl font-semibold">
          The tiers
        </h2>
        <ScrollRegion label="Tiers and their benefits">
          <table className="w-full text-left">
            <thead className="text-sm text-muted">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Tier
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Points in 12 months
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Repair discount
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Extended warranty
                </th>
                <th scope="col" className="py-2 font-medium">
                  Priority booking
                </th>
              </tr>
            </thead>
            <tbody>
              {TIERS.map((tier) => (
                <tr key={tier.name} className="border-t border-border">
                  <th scope="row" className="py-3 pr-4 text-lg">
                    <TierBadge tier={tier.name} />
                  </th>
                  <td className="py-3 pr-4">{tier.threshold === 0 ? 'From your first repair' : `${tier.threshold} or more`}</td>
                  <td className="py-3 pr-4">{tier.repairDiscountPercent > 0 ? `${tier.repairDiscountPercent}% off` : 'None'}</td>
                  <td className="py-3 pr-4">{tier.extraWarrantyMonths > 0 ? `+${tier.extraWarrantyMonths} months` : 'Standard'}</td>
                  <td className="py-3">{tier.priorityBooking ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className="text-sm text-muted">
          Every repair comes with our {BUSINESS.warrantyMonths}-month warranty; Gold and Platinum members get the extra months on repairs they
          collect in that tier. Priority booking: Gold and Platinum members can still book an appointment slot that is full to everyone else.
        </p>
      </section>
    </article>
  );
}
