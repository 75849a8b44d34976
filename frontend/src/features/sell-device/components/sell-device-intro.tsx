// /sell-your-device's first part, drawn without server data: how selling a device to the shop works.
import { QUOTE_VALID_DAYS } from '../../../../../shared/trade-ins/grading';
import { HowItWorks } from '../../../components/content/how-it-works';

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
      <HowItWorks id="sell-how-title" steps={steps} />
    </div>
  );
}
