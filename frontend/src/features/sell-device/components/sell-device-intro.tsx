// /sell-your-device's first part, drawn without server data: how selling a device to the shop works.
import { QUOTE_VALID_DAYS } from '../../../../../shared/trade-ins/grading';

const steps = [
  { title: 'Get a quote', text: `Pick your model, storage and condition: the price shows at once, with a reference, and holds for ${QUOTE_VALID_DAYS} days.` },
  { title: 'Bring it in or post it', text: 'Book the day you drop it at the shop, or send it by post with a mail-in order.' },
  { title: 'We check it', text: 'We look the device over with you. If it is as you said, the quote stands; if not, we offer the price for its real condition.' },
  { title: 'Get paid', text: 'Take the money in cash, by bank transfer or as store credit to spend in the shop. Bring photo ID: we buy from sellers aged 16 or over.' },
];

export function SellDeviceIntro() {
  return (
    <div className="grid gap-6">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Sell your device</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Sell us your old phone</h1>
        <p className="mt-3 text-lg text-muted">An instant quote from our buy-back price list, paid the day we check it.</p>
      </header>
      <section aria-labelledby="sell-how-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="sell-how-title" className="text-xl font-semibold">
          How it works
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-2">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-3">
              <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-sm font-semibold text-primary">{index + 1}</span>
              <span>
                <span className="block font-semibold">{step.title}</span>
                <span className="text-muted">{step.text}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
