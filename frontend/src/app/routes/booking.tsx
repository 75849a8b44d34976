// /booking: book an appointment at the shop. The header is drawn at once; the form loads next.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { BookingIntro } from '../../features/booking/components/booking-intro';
import { useDocumentTitle } from '../../hooks/use-document-title';

const BookingPart = lazyDataPart(async () => (await import('../../features/booking/components/booking-page')).BookingPart);

export function Component() {
  useDocumentTitle('Book a repair');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <BookingIntro />
      <TwoStepPage loadingLabel="Loading the booking form">
        <BookingPart />
      </TwoStepPage>
    </div>
  );
}
