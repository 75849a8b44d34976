// Staff's reviews: every review newest first; publish, hide, and reply publicly.
import { useState } from 'react';
import type { Review, ReviewStats } from '../../../../../shared/schemas/content/reviews';
import { formatDate } from '../../../../../shared/dates';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { useModerateReview } from '../api/content-admin';
import { WriteError } from './write-result';

function ReviewItem({ review }: { review: Review }) {
  const [reply, setReply] = useState(review.reply ?? '');
  const moderate = useModerateReview();
  const act = (status: 'published' | 'hidden') =>
    moderate.mutate({ id: review.id, body: { status, reply } }, { onSuccess: () => toast({ title: status === 'published' ? 'Review published' : 'Review hidden', variant: 'success' }) });
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-surface p-5">
      <p className="text-sm text-subtle">
        {review.stars} of 5 stars · {review.author} · {review.device} · {review.jobNumber} · {formatDate(review.createdAt)} ·{' '}
        <span className="font-semibold text-foreground">{review.status}</span>
      </p>
      <p className="whitespace-pre-line">{review.text}</p>
      <TextAreaField label="Public reply" name={`reply-${review.id}`} optional rows={2} value={reply} onChange={(e) => setReply(e.target.value)} />
      <WriteError error={moderate.error} />
      <div className="flex gap-3">
        <Button size="sm" disabled={moderate.isPending} onClick={() => act('published')}>
          {review.status === 'published' ? 'Save reply' : 'Publish'}
        </Button>
        <Button size="sm" variant="outline" disabled={moderate.isPending || review.status === 'hidden'} onClick={() => act('hidden')}>
          Hide
        </Button>
      </div>
    </li>
  );
}

export function ReviewsPanel({ reviews, stats }: { reviews: readonly Review[]; stats: ReviewStats }) {
  return (
    <div className="grid gap-4">
      <p className="text-muted">
        Published: {stats.count}
        {stats.average !== null ? `, average ${stats.average.toFixed(1)} stars` : ''}
      </p>
      {reviews.length ? (
        <ul className="grid gap-4">
          {reviews.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      ) : (
        <p className="text-muted">No reviews yet. Customers are invited when their job is Collected.</p>
      )}
    </div>
  );
}
