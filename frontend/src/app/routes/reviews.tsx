// /reviews: verified reviews rendered with the page; the review form from an emailed link
// (?review=<token>) loads after it.
import { useLoaderData, useSearchParams } from 'react-router';
import type { PublicReviewList } from '../../../../shared/schemas/content/reviews';
import { ReviewsPage } from '../../features/content-reviews/components/reviews-page';

export function Component() {
  const [search] = useSearchParams();
  return <ReviewsPage list={useLoaderData<PublicReviewList>()} token={search.get('review')} />;
}
