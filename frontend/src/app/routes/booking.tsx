// /booking: book an appointment at the shop.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const BookingPage = lazyDataPart(async () => (await import('../../features/booking/components/booking-page')).BookingPage);

export function Component() {
  return (
    <TwoStepPage loadingLabel="Loading the booking form">
      <BookingPage />
    </TwoStepPage>
  );
}
