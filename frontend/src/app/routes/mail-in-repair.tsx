// /mail-in-repair: how mail-in works, drawn at once; the order form (sign-in aware) loads when the
// visitor comes near it, below the intro on a phone (decision 365).
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { MailInIntro } from '../../features/mail-in/components/mail-in-intro';
import { useDocumentTitle } from '../../hooks/use-document-title';

const MailInOrderPart = lazyDataPart(async () => (await import('../../features/mail-in/components/mail-in-order-form')).MailInOrderPart);

export function Component() {
  useDocumentTitle('Mail-in Repair');
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <MailInIntro />
      <TwoStepPage loadingLabel="Loading the order form" belowTheFold>
        <MailInOrderPart />
      </TwoStepPage>
    </div>
  );
}
