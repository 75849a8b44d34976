// /reviews: verified reviews, and the review form from an emailed link (?review=<token>).
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ReviewsRoute = lazyDataPart(async () => (await import('../../features/content-reviews/components/reviews-route')).ReviewsRoute);

export function Component() {
  return (
    <TwoStepPage loadingLabel="Loading the reviews">
      <ReviewsRoute />
    </TwoStepPage>
  );
}
