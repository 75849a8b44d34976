// The review form opened from the emailed link (/reviews?review=<token>): 1 to 5 stars and a few
// words about the repair. Shows who and what it is for; a link already used says so.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { StarsSchema, SubmitReviewRequestSchema } from '../../../../../shared/schemas/content/reviews';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Spinner } from '../../../components/ui/spinner';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { serverMessage } from '../../../lib/server-message';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { ApiError } from '../../../lib/api-error';
import { reviewInvitationQueryOptions, useSubmitReview } from '../api/reviews';

const ReviewFormSchema = z.object({ stars: StarsSchema, text: SubmitReviewRequestSchema.shape.text });

export const REVIEW_THANKS = 'Thank you for your review! It will appear here once our team has checked it.';

export function ReviewForm({ token }: { token: string }) {
  const invitation = useQuery(reviewInvitationQueryOptions(token));
  const submit = useSubmitReview(token);
  const [done, setDone] = useState(false);
  const form = useSchemaForm(ReviewFormSchema, { stars: 0, text: '' });

  if (invitation.isPending) return <Spinner label="Opening your review" />;
  if (invitation.isError) return <Notice tone="error" title="This review link does not work">{serverMessage(invitation.error)}</Notice>;
  if (done) return <Notice tone="success" title="Review sent">{REVIEW_THANKS}</Notice>;
  if (invitation.data.reviewed) return <Notice tone="info" title="Already reviewed">You have already reviewed this repair. Thank you!</Notice>;

  const starsError = form.errorFor('stars');
  return (
    <section aria-labelledby="write-review" className="grid gap-4 rounded-2xl border border-primary/40 bg-surface p-5 sm:p-6">
      <h2 id="write-review" className="text-xl font-semibold">
        Review your {invitation.data.device} repair
      </h2>
      <p className="text-muted">Hello {invitation.data.firstName}, how did we do? Your review shows with your first name and initial.</p>
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((data) =>
          submit.mutate(
            { token, ...data },
            {
              onSuccess: () => setDone(true),
              onError: (error) => form.setServerErrors(error instanceof ApiError ? fieldErrorsFromBody(error.body) : {}),
            },
          ),
        )}
      >
        <fieldset className="grid gap-2" aria-describedby={starsError ? 'stars-error' : undefined}>
          <legend className="text-sm font-medium">Your rating</legend>
          <div className="flex flex-wrap gap-2">
            {[1, 2, 3, 4, 5].map((n) => (
              <label key={n} className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 has-[:checked]:border-primary has-[:checked]:text-primary">
                <input type="radio" name="stars" value={n} checked={form.values.stars === n} onChange={() => form.setValue('stars', n)} onBlur={() => form.touch('stars')} className="accent-cyan-400" />
                {n} {n === 1 ? 'star' : 'stars'}
              </label>
            ))}
          </div>
          {starsError ? (
            <p id="stars-error" className="text-sm font-medium text-danger">
              {starsError}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label="Your review"
          name="text"
          rows={5}
          value={form.values.text}
          onChange={(event) => form.setValue('text', event.target.value)}
          onBlur={() => form.touch('text')}
          error={form.errorFor('text')}
          aria-invalid={form.errorFor('text') !== undefined}
        />
        {submit.isError && !(submit.error instanceof ApiError && fieldErrorsFromBody(submit.error.body).text) ? (
          <Notice tone="error" title="Your review was not sent">
            {serverMessage(submit.error)}
          </Notice>
        ) : null}
        <SubmitButton pending={submit.isPending} pendingLabel="Sending...">
          Send my review
        </SubmitButton>
      </form>
    </section>
  );
}
