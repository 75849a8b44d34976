// /reviews: published verified reviews, newest first, with the average and the count; the review
// form on top when the page is opened from a review link.
import { BUSINESS } from '../../../../../shared/business';
import { formatDate } from '../../../../../shared/dates';
import type { PublicReviewList } from '../../../../../shared/schemas/content/reviews';
import { AfterHydration } from '../../../components/after-hydration';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { lazyDataPart } from '../../../components/two-step-page';
import { Spinner } from '../../../components/ui/spinner';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';
import { Stars } from './stars';

const ReviewForm = lazyDataPart(async () => (await import('./review-form')).ReviewForm);
const TRAIL = [{ name: 'Reviews', path: paths.reviews }];

export function ReviewsPage({ list, token }: { list: PublicReviewList; token: string | null }) {
  const { stats, reviews } = list;
  return (
    <article className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="Customer reviews"
        description={`Verified reviews of ${BUSINESS.name}, ${BUSINESS.address.city}${stats.average !== null ? `: rated ${stats.average.toFixed(1)} out of 5 from ${stats.count} reviews` : ''}. Every review is from a customer whose repair we finished.`}
        path={paths.reviews}
        jsonLd={[localBusiness(stats), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Reviews" title="What our customers say">
        <p>Only verified reviews: each one comes from the customer of a repair we finished, through the link we emailed them.</p>
      </ContentPageHeader>
      {token ? (
        <AfterHydration fallback={<Spinner label="Opening your review" />}>
          <ReviewForm token={token} />
        </AfterHydration>
      ) : null}
      <section aria-labelledby="rating" className="flex flex-wrap items-center gap-4 rounded-2xl border border-border bg-surface p-5">
        <h2 id="rating" className="sr-only">
          Average rating
        </h2>
        {stats.average !== null ? (
          <>
            <p className="text-4xl font-bold">{stats.average.toFixed(1)}</p>
            <div>
              <Stars value={stats.average} />
              <p className="text-sm text-muted">{stats.count === 1 ? 'from 1 review' : `from ${stats.count} reviews`}</p>
            </div>
          </>
        ) : (
          <p className="text-muted">No reviews yet.</p>
        )}
      </section>
      <ul className="grid gap-4">
        {reviews.map((review) => (
          <li key={review.id} className="grid gap-2 rounded-2xl border border-border bg-surface p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Stars value={review.stars} />
              <time dateTime={review.createdAt} className="text-sm text-subtle">
                {formatDate(review.createdAt)}
              </time>
            </div>
            <p className="whitespace-pre-line">{review.text}</p>
            <p className="text-sm text-muted">
              {review.author} · {review.device}
            </p>
            {review.reply ? (
              <div className="mt-2 rounded-xl border-l-4 border-primary bg-surface-raised/60 p-3 text-sm">
                <p className="font-semibold">Reply from {BUSINESS.name}</p>
                <p className="whitespace-pre-line text-muted">{review.reply}</p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
