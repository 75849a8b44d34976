// /gift-cards: what a gift card is, drawn at once; buying one and checking a balance load next (decision 345).
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { GiftCardsIntro } from '../../features/gift-cards/components/gift-cards-intro';
import { useDocumentTitle } from '../../hooks/use-document-title';

const GiftCardsPart = lazyDataPart(async () => (await import('../../features/gift-cards/components/gift-cards-part')).GiftCardsPart);

export function Component() {
  useDocumentTitle('Gift cards');
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <GiftCardsIntro />
      <TwoStepPage loadingLabel="Loading the gift card forms">
        <GiftCardsPart />
      </TwoStepPage>
    </div>
  );
}
