import Network from 'lucide-react/icons/network';
import Users from 'lucide-react/icons/users';
import { BUSINESS } from '../../../../../shared/business';
import { SectionHeading } from './section-heading';

export function TeamNetwork() {
  return (
    <section aria-labelledby="team-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <SectionHeading id="team-title" eyebrow="Who repairs your device" title="Our own team in store, and specialists when a job needs one">
        <p>
          Most repairs happen at our bench on {BUSINESS.address.line1}. When a fault needs rarer skills or equipment, we bring in a
          trusted specialist rather than turning you away.
        </p>
      </SectionHeading>

      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <article className="rounded-2xl border border-border bg-surface p-8">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-primary/15 text-primary">
            <Users className="h-6 w-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-xl font-semibold">The in-store team</h3>
          <p className="mt-3 text-muted">
            The people at the counter are the people who repair your device. They assess it with you, keep you updated, and
            handle screens, batteries, charging ports, liquid damage and data transfers in house, most of them the same day.
          </p>
        </article>
        <article className="rounded-2xl border border-border bg-surface p-8">
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-accent/15 text-accent">
            <Network className="h-6 w-6" aria-hidden="true" />
          </span>
          <h3 className="mt-5 text-xl font-semibold">A specialist network</h3>
          <p className="mt-3 text-muted">
            For board-level faults, difficult data recovery and unusual console problems, we work with a network of outside
            specialist technicians. We arrange it, keep you informed, and you still deal with one shop from start to finish.
          </p>
        </article>
      </div>
    </section>
  );
}
