// Verified reviews: the invitation emailed when a job is Collected (one per job, decision 122), the
// review written from it, what the public sees, and staff's publish, hide and reply.
import { ulid } from 'ulid';
import type { ModerateReviewRequest, PublicReview, PublicReviewList, Review, ReviewInvitation, SubmitReviewRequest } from '../../shared/schemas/content/reviews';
import { emailRequestedEvent, reviewPublishedEvent, type JobCollectedEvent } from '../../shared/events';
import { deviceLabel, getJob } from '../data/jobs';
import {
  AlreadyReviewedError,
  createReviewInvitation,
  getReviewInvitation,
  getReviewInvitationMarker,
  markReviewInvitationQueued,
  replaceUnsentReviewInvitation,
  getReviewRecord,
  getReviewTotals,
  listPublishedReviews,
  listReviewRecords,
  ReviewChangedError,
  saveModeratedReview,
  saveNewReview,
  statsFrom,
  type ReviewRecord,
} from '../data/reviews';
import { publishEvent } from '../events/publish-event';
import { announce } from '../events/announce';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { logger } from '../lib/logger';
import { randomToken, sha256Hex } from '../lib/tokens';
import { reviewInvitationMessage } from '../mail/templates/review-invitation';

export const INVALID_REVIEW_LINK = 'This review link is not valid. Please use the link in your email.';
export const ALREADY_REVIEWED = 'You have already reviewed this repair. Thank you!';
export const REVIEW_NOT_FOUND = 'Review not found';
/** The public page shows the newest reviews; the count and average cover them all. */
export const PUBLIC_REVIEW_LIMIT = 100;

export function reviewLink(siteOrigin: string, token: string): string {
  return `${siteOrigin}/reviews?review=${encodeURIComponent(token)}`;
}

/**
 * Emails the review link for a collected job with a customer email; once per job however often the
 * event comes. When queueing the email fails, the error fails the consumer, so the bus delivers the
 * event again, and that attempt sends a link with a new token (decision 125).
 */
export async function inviteReview(event: JobCollectedEvent, now: Date): Promise<boolean> {
  const job = await getJob(event.qrCode);
  const email = job?.customer?.email;
  if (!job || job.status !== 'Collected' || !email || !event.siteOrigin) return false;
  const marker = await getReviewInvitationMarker(job.qrCode);
  // A marker from before tokens were kept on it was queued in the same step as it was made.
  if (marker && (marker.emailQueuedAt || !marker.tokenHash)) {
    logger.info('Review already invited', { jobNumber: job.jobNumber });
    return false;
  }
  const token = randomToken();
  const tokenHash = sha256Hex(token);
  const invitation = {
    jobQr: job.qrCode,
    jobNumber: job.jobNumber,
    firstName: job.customer!.firstName,
    lastInitial: (job.customer!.lastName ?? '').trim().charAt(0).toUpperCase(),
    device: deviceLabel(job.device),
    createdAt: now.toISOString(),
  };
  const made = marker ? await replaceUnsentReviewInvitation(marker.tokenHash!, tokenHash, invitation) : await createReviewInvitation(tokenHash, invitation);
  if (!made) {
    logger.info('Review invitation made by another attempt', { jobNumber: job.jobNumber });
    return false;
  }
  const content = reviewInvitationMessage({ firstName: job.customer!.firstName, device: deviceLabel(job.device), link: reviewLink(event.siteOrigin, token) });
  // The id names this token: the mail consumer sends each id once, and a retried invitation is a new link.
  await publishEvent(emailRequestedEvent, { id: `review-invite-${job.qrCode}-${tokenHash.slice(0, 16)}`, kind: 'review-invitation', to: email, ...content });
  await markReviewInvitationQueued(job.qrCode, tokenHash, now.toISOString());
  return true;
}

export async function invitationView(token: string): Promise<ReviewInvitation> {
  const invitation = await getReviewInvitation(sha256Hex(token));
  if (!invitation) throw new NotFoundError(INVALID_REVIEW_LINK);
  return { firstName: invitation.firstName, device: invitation.device, reviewed: Boolean(invitation.reviewId) };
}

export async function submitReview(input: SubmitReviewRequest, now: Date): Promise<void> {
  const tokenHash = sha256Hex(input.token);
  const invitation = await getReviewInvitation(tokenHash);
  if (!invitation) throw new NotFoundError(INVALID_REVIEW_LINK);
  if (invitation.reviewId) throw new ConflictError(ALREADY_REVIEWED);
  const review: ReviewRecord = {
    id: ulid(now.getTime()),
    stars: input.stars,
    text: input.text,
    author: invitation.lastInitial ? `${invitation.firstName} ${invitation.lastInitial}.` : invitation.firstName,
    device: invitation.device,
    createdAt: now.toISOString(),
    status: 'pending',
    jobNumber: invitation.jobNumber,
    jobQr: invitation.jobQr,
  };
  try {
    await saveNewReview(tokenHash, review);
  } catch (error) {
    if (error instanceof AlreadyReviewedError) throw new ConflictError(ALREADY_REVIEWED);
    throw error;
  }
}

function publicView(review: ReviewRecord): PublicReview {
  return {
    id: review.id,
    stars: review.stars,
    text: review.text,
    author: review.author,
    device: review.device,
    createdAt: review.createdAt,
    ...(review.reply ? { reply: review.reply, repliedAt: review.repliedAt } : {}),
  };
}

function adminView(review: ReviewRecord): Review {
  return { ...publicView(review), status: review.status, jobNumber: review.jobNumber };
}

/** Published reviews newest first, with the count and average of every published one: two requests. */
export async function publicReviews(): Promise<PublicReviewList> {
  const [reviews, totals] = await Promise.all([listPublishedReviews(PUBLIC_REVIEW_LIMIT), getReviewTotals()]);
  return { reviews: reviews.map(publicView), stats: statsFrom(totals) };
}

export async function adminReviews(): Promise<{ reviews: Review[]; stats: ReturnType<typeof statsFrom> }> {
  const [reviews, totals] = await Promise.all([listReviewRecords(), getReviewTotals()]);
  return { reviews: reviews.map(adminView), stats: statsFrom(totals) };
}

export async function moderateReview(id: string, change: ModerateReviewRequest, now: Date): Promise<Review> {
  const current = await getReviewRecord(id);
  if (!current) throw new NotFoundError(REVIEW_NOT_FOUND);
  const next: ReviewRecord = { ...current, status: change.status };
  if (change.reply !== undefined) {
    delete next.reply;
    delete next.repliedAt;
    if (change.reply) {
      next.reply = change.reply;
      next.repliedAt = change.reply === current.reply ? current.repliedAt : now.toISOString();
    }
  }
  try {
    await saveModeratedReview(next, current.status);
  } catch (error) {
    if (error instanceof ReviewChangedError) throw new ConflictError('Someone changed this review meanwhile. Reload and try again.');
    throw error;
  }
  // Only on becoming published: a reply edited on a published review is not published again.
  if (next.status === 'published' && current.status !== 'published') await announce(reviewPublishedEvent, { reviewId: next.id, stars: next.stars, at: now.toISOString() });
  return adminView(next);
}
