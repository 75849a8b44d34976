// /gift-cards' first part, drawn without server data: what a gift card is and how it is spent.
import { BUSINESS } from '../../../../../shared/business';

export function GiftCardsIntro() {
  return (
    <header>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Gift cards</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Gift cards</h1>
      <p className="mt-3 text-lg text-muted">
        From £5 to £500, emailed at once with a card to print. Spend it online or at {BUSINESS.name} on repairs, accessories and devices, all at once or a little at a time.
      </p>
    </header>
  );
}
