import Ban from 'lucide-react/icons/ban';
import Droplets from 'lucide-react/icons/droplets';
import MessageCircle from 'lucide-react/icons/message-circle';
import Search from 'lucide-react/icons/search';
import Smartphone from 'lucide-react/icons/smartphone';
import Stethoscope from 'lucide-react/icons/stethoscope';
import Wrench from 'lucide-react/icons/wrench';
import { BUSINESS } from '../../../../../shared/business';
import { SectionHeading } from './section-heading';

const steps = [
  {
    icon: MessageCircle,
    title: 'Consultation',
    text: 'You tell us what happened and what you have noticed since. A few minutes of history often points straight at the fault.',
  },
  {
    icon: Stethoscope,
    title: 'Assessment',
    text: 'We test the device properly to find the real cause, then explain what it needs and what it will cost before we start.',
  },
  {
    icon: Wrench,
    title: 'Repair',
    text: `We repair it, test it again and hand it back with a ${BUSINESS.warrantyMonths}-month warranty on the work.`,
  },
] as const;

const physicalDamageTips = [
  'How and when it was damaged: a drop, a knock, pressure in a bag or a pocket.',
  'What stopped working, and whether anything got worse afterwards.',
  'Any earlier repairs or replacement parts, including from other shops.',
];

const liquidDamageTips = [
  'What the liquid was: water, a sugary drink, salt water or something else.',
  'When it happened and roughly how long the device was wet.',
  'Whether it was charging or switched on, and what you have done since.',
];

export function DiagnosticApproach() {
  return (
    <section aria-labelledby="approach-title" className="border-y border-border bg-surface/50">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <SectionHeading id="approach-title" eyebrow="Our diagnostic approach" title="We find the fault before we fix it">
          <p>Guesswork costs you money. Every repair follows the same three steps, so you know what is wrong and what it takes.</p>
        </SectionHeading>

        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl border border-border bg-background/60 p-6">
              <span className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">
                  {index + 1}
                </span>
                <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ol>

        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <div className="rounded-2xl border border-border bg-background/60 p-6">
            <h3 className="flex items-center gap-3 text-lg font-semibold">
              <Search className="h-5 w-5 text-primary" aria-hidden="true" />
              What to tell us
            </h3>
            <div className="mt-5 grid gap-6 sm:grid-cols-2">
              <div>
                <h4 className="flex items-center gap-2 font-semibold text-foreground">
                  <Smartphone className="h-4 w-4 text-primary" aria-hidden="true" />
                  Physical damage
                </h4>
                <ul className="mt-3 space-y-2 text-sm text-muted">
                  {physicalDamageTips.map((tip) => (
                    <li key={tip} className="flex gap-2">
                      <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                      {tip}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="flex items-center gap-2 font-semibold text-foreground">
                  <Droplets className="h-4 w-4 text-primary" aria-hidden="true" />
                  Liquid damage
                </h4>
                <ul className="mt-3 space-y-2 text-sm text-muted">
                  {liquidDamageTips.map((tip) => (
                    <li key={tip} className="flex gap-2">
                      <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                      {tip}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </div>

          <aside aria-labelledby="rice-title" className="rounded-2xl border border-accent/40 bg-accent/10 p-6">
            <h3 id="rice-title" className="flex items-center gap-3 text-lg font-semibold text-accent">
              <Ban className="h-5 w-5" aria-hidden="true" />
              Wet device? Do not put it in rice
            </h3>
            <p className="mt-4 text-foreground/90">
              Rice does not draw water out of a phone. It only dries the outside while the liquid inside keeps corroding the
              circuit board, and its starch and dust get into the charging port, speakers and buttons, which makes the repair harder.
            </p>
            <p className="mt-4 font-semibold text-foreground">Instead:</p>
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-foreground/90 marker:text-accent">
              <li>Power it off straight away, and do not charge it.</li>
              <li>Do not press buttons to test it or shake it; dry the outside with a cloth.</li>
              <li>Bring it in as soon as you can: the sooner we clean it, the better its chances.</li>
            </ol>
          </aside>
        </div>
      </div>
    </section>
  );
}
