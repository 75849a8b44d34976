// The reviews page read in the browser: the published reviews, then the page with them.
import { useSearchParams } from 'react-router';
import { QueryView } from '../../../components/content/query-view';
import { reviewsQueryOptions } from '../api/reviews';
import { ReviewsPage } from './reviews-page';

export function ReviewsRoute() {
  const [search] = useSearchParams();
  return (
    <QueryView options={reviewsQueryOptions()} loadingLabel="Loading the reviews" notFoundTitle="No reviews found" failedTitle="We could not load the reviews">
      {(list) => <ReviewsPage list={list} token={search.get('review')} />}
    </QueryView>
  );
}
