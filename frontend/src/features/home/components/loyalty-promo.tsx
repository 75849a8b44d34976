import Gift from 'lucide-react/icons/gift';
import QrCode from 'lucide-react/icons/qr-code';
import Star from 'lucide-react/icons/star';
import { Link } from 'react-router';
import { LOYALTY } from '../../../../../shared/business';
import { formatPence } from '../../../../../shared/money';
import { buttonClasses } from '../../../components/ui/button';
import { paths, registerHref } from '../../../config/paths';
import { cn } from '../../../utils/cn';

type Tier = (typeof LOYALTY.tiers)[number];

const tierClasses: Record<Tier, string> = {
  Bronze: 'border-tier-bronze/50 text-tier-bronze',
  Silver: 'border-tier-silver/50 text-tier-silver',
  Gold: 'border-tier-gold/50 text-tier-gold',
  Platinum: 'border-tier-platinum/50 text-tier-platinum',
};

const ONE_POUND_PENCE = 100;

export function LoyaltyPromo() {
  const points = LOYALTY.pointsPerPound;
  return (
    <section aria-labelledby="loyalty-title" className="mx-auto max-w-7xl px-4 pb-20 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl border border-accent/30 bg-gradient-to-br from-accent/15 via-surface to-surface p-8 sm:p-12">
        <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 h-72 w-72 rounded-full bg-accent/20 blur-3xl" />
        <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-accent uppercase">
              <Gift className="h-4 w-4" aria-hidden="true" />
              Loyalty programme
            </p>
            <h2 id="loyalty-title" className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Earn {points} point for every {formatPence(ONE_POUND_PENCE)} you spend on repairs
            </h2>
            <p className="mt-4 text-lg text-muted">
              Points add up to rewards, with bonus points on your birthday and at special events. The more you repair with us, the
              higher your tier.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to={registerHref} className={buttonClasses('accent', 'lg')}>
                Join for free
              </Link>
              <Link to={paths.loyalty} className={buttonClasses('outline', 'lg')}>
                How it works
              </Link>
            </div>
          </div>

          <div className="grid gap-4">
            <ul aria-label="Membership tiers" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {LOYALTY.tiers.map((tier) => (
                <li
                  key={tier}
                  className={cn('flex flex-col items-center gap-2 rounded-2xl border bg-background/60 px-3 py-4 text-center', tierClasses[tier])}
                >
                  <Star className="h-6 w-6" aria-hidden="true" />
                  <span className="text-sm font-semibold">{tier}</span>
                </li>
              ))}
            </ul>
            <p className="flex items-start gap-4 rounded-2xl border border-border bg-background/60 p-5">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent/15 text-accent">
                <QrCode className="h-6 w-6" aria-hidden="true" />
              </span>
              <span>
                <span className="block font-semibold text-foreground">Claim points from your receipt</span>
                <span className="mt-1 block text-muted">Scan the QR code printed on your repair receipt and the points land in your account.</span>
              </span>
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
