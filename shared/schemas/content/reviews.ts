// Verified reviews: one per collected job, written from the link emailed at collection; staff
// publish, hide or reply. The public sees published ones with the average and the count.
import * as z from 'zod/mini';
import { optionalTextSchema } from '../repairs/fields';

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export const ReviewStatusSchema = z.enum(REVIEW_STATUSES, 'Status must be pending, published or hidden');
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/** The review link's token: 43 base64url characters (32 random bytes). */
export const ReviewTokenSchema = z.string('The review link is incomplete').check(
  z.trim(),
  z.regex(/^[A-Za-z0-9_-]{43}$/, 'This review link is not valid. Please use the link in your email.'),
);
export const ReviewTokenParamsSchema = z.object({ token: ReviewTokenSchema });

export const StarsSchema = z.number('Please choose 1 to 5 stars').check(
  z.int('Please choose 1 to 5 stars'),
  z.minimum(1, 'Please choose 1 to 5 stars'),
  z.maximum(5, 'Please choose 1 to 5 stars'),
);

export const SubmitReviewRequestSchema = z.object({
  token: ReviewTokenSchema,
  stars: StarsSchema,
  text: z.string('Please tell us about your repair').check(
    z.trim(),
    z.minLength(10, 'Please write at least 10 characters'),
    z.maxLength(2000, 'Please keep your review under 2,000 characters'),
  ),
});
export type SubmitReviewRequest = z.infer<typeof SubmitReviewRequestSchema>;

/** What the review page shows about the job being reviewed: nothing beyond a first name and the device. */
export const ReviewInvitationSchema = z.object({ firstName: z.string(), device: z.string(), reviewed: z.boolean() });
export type ReviewInvitation = z.infer<typeof ReviewInvitationSchema>;

export const PublicReviewSchema = z.object({
  id: z.string(),
  stars: z.number(),
  text: z.string(),
  /** First name and initial: "Aoife M." */
  author: z.string(),
  device: z.string(),
  createdAt: z.string(),
  reply: z.optional(z.string()),
  repliedAt: z.optional(z.string()),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;

export const ReviewSchema = z.object({ ...PublicReviewSchema.shape, status: ReviewStatusSchema, jobNumber: z.string() });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewStatsSchema = z.object({
  count: z.number(),
  /** Mean stars of the published reviews, to one decimal; null when there are none. */
  average: z.nullable(z.number()),
});
export type ReviewStats = z.infer<typeof ReviewStatsSchema>;

export const PublicReviewListSchema = z.object({ reviews: z.array(PublicReviewSchema), stats: ReviewStatsSchema });
export type PublicReviewList = z.infer<typeof PublicReviewListSchema>;

export const AdminReviewListSchema = z.object({ reviews: z.array(ReviewSchema), stats: ReviewStatsSchema });

export const ReviewParamsSchema = z.object({ id: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Review id is not valid')) });

export const ModerateReviewRequestSchema = z.object({
  status: z.enum(['published', 'hidden'], 'Status must be published or hidden'),
  /** The shop's public reply; an empty string removes it. */
  reply: optionalTextSchema('Reply', 1000),
});
export type ModerateReviewRequest = z.infer<typeof ModerateReviewRequestSchema>;
