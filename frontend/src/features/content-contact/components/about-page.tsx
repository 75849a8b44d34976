// /about: who repairs your device (the in-store team and the specialist network), 15+ years, the
// 12-month warranty and same-day repairs, from the business facts.
import Award from 'lucide-react/icons/award';
import Network from 'lucide-react/icons/network';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Timer from 'lucide-react/icons/timer';
import Users from 'lucide-react/icons/users';
import { Link } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { buttonClasses } from '../../../components/ui/button';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';

const TRAIL = [{ name: 'About us', path: paths.about }];

const FACTS = [
  { icon: Award, title: `${BUSINESS.yearsOfExperience}+ years`, text: `Repairing phones, tablets and consoles in ${BUSINESS.address.city} for over ${BUSINESS.yearsOfExperience} years.` },
  { icon: ShieldCheck, title: `${BUSINESS.warrantyMonths}-month warranty`, text: 'Parts and labour guaranteed on every repair, and fixed free if the same fault returns.' },
  { icon: Timer, title: 'Same day', text: 'Most screens, batteries and charging ports are done while you wait or the same day.' },
] as const;

export function AboutPage() {
  return (
    <article className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="About us"
        description={`${BUSINESS.name}: an independent repair shop on ${BUSINESS.address.line1}, ${BUSINESS.address.city}, with ${BUSINESS.yearsOfExperience}+ years of repairs, a ${BUSINESS.warrantyMonths}-month warranty and same-day service.`}
        path={paths.about}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="About us" title={`An independent repair shop in ${BUSINESS.address.city}`}>
        <p>
          {BUSINESS.name} repairs phones, tablets and games consoles at our bench on {BUSINESS.address.line1}. The people at the counter are the
          people who repair your device.
        </p>
      </ContentPageHeader>
      <ul className="grid gap-4 sm:grid-cols-3">
        {FACTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-border bg-surface p-5">
            <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold">{title}</h2>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="team" className="grid gap-6 md:grid-cols-2">
        <h2 id="team" className="sr-only">
          Who repairs your device
        </h2>
        <div className="rounded-2xl border border-border bg-surface p-6">
          <Users className="h-6 w-6 text-primary" aria-hidden="true" />
          <h3 className="mt-3 text-xl font-semibold">The in-store team</h3>
          <p className="mt-2 text-muted">
            Our technicians assess your device with you, explain the options and the price before any work, keep you updated by email, and handle screens,
            batteries, charging ports, liquid damage and data transfers in house.
          </p>
        </div>
        <div className="rounded-2xl border border-border bg-surface p-6">
          <Network className="h-6 w-6 text-accent" aria-hidden="true" />
          <h3 className="mt-3 text-xl font-semibold">The specialist network</h3>
          <p className="mt-2 text-muted">
            When a fault needs micro-soldering, board-level data recovery or rarer equipment, we work with trusted specialists rather than turning you
            away, and you still deal with us from start to finish.
          </p>
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.booking} className={buttonClasses('primary', 'md')}>
          Book a repair
        </Link>
        <Link to={paths.contact} className={buttonClasses('outline', 'md')}>
          Contact us
        </Link>
      </div>
    </article>
  );
}
