// /booking: book an appointment at the shop. The header is drawn at once; the form loads next.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { BookingIntro } from '../../features/booking/components/booking-intro';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { nextTask } from '../../lib/next-task';

const BookingPart = lazyDataPart(async () => {
  // The booking calls' schemas (bookings, devices) are built in a task of their own, then the form's
  // modules: evaluated together they were one long task (decision 200).
  await import('../../../../shared/api/routes/bookings');
  await nextTask();
  // The slot picker's first formatter in the shop's time zone loads the browser's zone data (10-17 ms
  // on this machine): done here, in a task of its own, rather than in the form's first render (decision 210).
  (await import('../../../../shared/dates')).londonDay(new Date());
  await nextTask();
  return (await import('../../features/booking/components/booking-page')).BookingPart;
});

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
