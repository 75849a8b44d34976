// The /auth page's panel on what an account gives (spec section 1): repair history, the loyalty
// programme, extended warranty for members, and a 5-star testimonial.
import Gift from 'lucide-react/icons/gift';
import History from 'lucide-react/icons/history';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Star from 'lucide-react/icons/star';
import { BUSINESS, LOYALTY } from '../../../../../shared/business';

const benefits = [
  {
    icon: History,
    title: 'Repair history tracking',
    text: 'Every repair on every device in one place, with live progress while your device is with us.',
  },
  {
    icon: Gift,
    title: 'Loyalty programme',
    text: `Earn points with every repair (${LOYALTY.pointsPerPound} point for every £1) and redeem them for rewards. Climb from ${LOYALTY.tiers[0]} to ${LOYALTY.tiers[LOYALTY.tiers.length - 1]}.`,
  },
  {
    icon: ShieldCheck,
    title: 'Extended warranty for members',
    text: `Members can extend their cover beyond our standard ${BUSINESS.warrantyMonths}-month warranty, with every warranty kept on file.`,
  },
] as const;

export function MarketingPanel() {
  return (
    <aside aria-labelledby="auth-benefits-title" className="relative overflow-hidden lg:sticky lg:top-24 rounded-2xl border border-border bg-gradient-to-br from-primary/15 via-surface to-surface p-6 sm:p-8">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 h-64 w-64 rounded-full bg-primary/20 blur-3xl" />
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your {BUSINESS.name} account</p>
      <h2 id="auth-benefits-title" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
        Your repairs, rewards and warranties in one place
      </h2>
      <ul className="mt-6 grid gap-5">
        {benefits.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-primary/15 text-primary">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <figure className="mt-8 rounded-xl border border-border bg-background/60 p-5">
        <div className="flex gap-1 text-accent" role="img" aria-label="Rated 5 out of 5 stars">
          {[1, 2, 3, 4, 5].map((n) => (
            <Star key={n} className="h-5 w-5 fill-current" aria-hidden="true" />
          ))}
        </div>
        <blockquote className="mt-3 text-foreground">
          “Cracked screen fixed the same afternoon, and I could follow the whole repair from my account. Brilliant service from start to finish.”
        </blockquote>
        <figcaption className="mt-3 text-sm text-muted">Customer review, {BUSINESS.address.city}</figcaption>
      </figure>
    </aside>
  );
}
