// Verified reviews. An invitation (by the hash of its emailed token) is made once per collected job,
// guarded by a marker item per job; a review is written with the invitation marked used, in one
// transaction, so a job has at most one review. The published count and star total are a rollup item
// changed in the same transaction as each publish or hide, so /reviews reads it, never counts.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Review, ReviewStats, ReviewStatus } from '../../shared/schemas/content/reviews';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { transactWrite, TransactionCancelledError } from './transact';

export interface ReviewInvitationRecord {
  jobQr: string;
  jobNumber: string;
  firstName: string;
  lastInitial: string;
  device: string;
  createdAt: string;
  reviewId?: string;
}

export type ReviewRecord = Review & { jobQr: string };

function strip<T>(item: Record<string, unknown>): T {
  return stripKeys(item) as T;
}

/**
 * The job's invitation marker: which token is its live one, and whether its email was queued. An
 * invitation whose email could not be queued is retried with a new token (decision 125).
 */
export interface ReviewInvitationMarker {
  tokenHash?: string;
  emailQueuedAt?: string;
}

export async function getReviewInvitationMarker(jobQr: string): Promise<ReviewInvitationMarker | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.reviewInvitationOfJob(jobQr), ConsistentRead: true }));
  return Item ? { tokenHash: Item.tokenHash as string | undefined, emailQueuedAt: Item.emailQueuedAt as string | undefined } : null;
}

/** Makes the job's invitation; false when the job has one already (a redelivered event). */
export async function createReviewInvitation(tokenHash: string, invitation: ReviewInvitationRecord): Promise<boolean> {
  try {
    await transactWrite([
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.reviewInvitationOfJob(invitation.jobQr), type: 'ReviewInvitationMarker', createdAt: invitation.createdAt, tokenHash },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: tableName, Item: { ...keys.reviewInvitation(tokenHash), type: 'ReviewInvitation', ...invitation } } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) return false;
    throw error;
  }
}

/**
 * Swaps an invitation whose email was never queued for one with a new token (the old token is known
 * only by its hash, so its link cannot be sent again). False when another attempt got there first.
 */
export async function replaceUnsentReviewInvitation(oldTokenHash: string, newTokenHash: string, invitation: ReviewInvitationRecord): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.reviewInvitationOfJob(invitation.jobQr),
          UpdateExpression: 'SET tokenHash = :new',
          ConditionExpression: 'tokenHash = :old AND attribute_not_exists(emailQueuedAt)',
          ExpressionAttributeValues: { ':old': oldTokenHash, ':new': newTokenHash },
        },
      },
      { Delete: { TableName: tableName, Key: keys.reviewInvitation(oldTokenHash), ConditionExpression: 'attribute_not_exists(reviewId)' } },
      { Put: { TableName: tableName, Item: { ...keys.reviewInvitation(newTokenHash), type: 'ReviewInvitation', ...invitation } } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionCancelledError) return false;
    throw error;
  }
}

/** Records that the live invitation's email is on its way; from then on the job is not invited again. */
export async function markReviewInvitationQueued(jobQr: string, tokenHash: string, at: string): Promise<void> {
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.reviewInvitationOfJob(jobQr),
      UpdateExpression: 'SET emailQueuedAt = :at',
      ConditionExpression: 'tokenHash = :hash',
      ExpressionAttributeValues: { ':at': at, ':hash': tokenHash },
    }),
  );
}

export async function getReviewInvitation(tokenHash: string): Promise<ReviewInvitationRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.reviewInvitation(tokenHash) }));
  return Item ? strip<ReviewInvitationRecord>(Item) : null;
}

export class AlreadyReviewedError extends Error {}

/** Writes the review and marks the invitation used, or neither (AlreadyReviewedError). */
export async function saveNewReview(tokenHash: string, review: ReviewRecord): Promise<void> {
  try {
    await transactWrite([
      {
        Update: {
          TableName: tableName,
          Key: keys.reviewInvitation(tokenHash),
          UpdateExpression: 'SET reviewId = :id',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(reviewId)',
          ExpressionAttributeValues: { ':id': review.id },
        },
      },
      { Put: { TableName: tableName, Item: { ...keys.review(review.id), type: 'Review', ...review }, ConditionExpression: 'attribute_not_exists(pk)' } },
    ]);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new AlreadyReviewedError();
    throw error;
  }
}

export async function getReviewRecord(id: string): Promise<ReviewRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.review(id), ConsistentRead: true }));
  return Item ? strip<ReviewRecord>(Item) : null;
}

/** Every review, newest first (the admin's list). */
export async function listReviewRecords(): Promise<ReviewRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.reviewsPartition, ':prefix': 'REVIEW#' },
    ScanIndexForward: false,
  });
  return items.map((item) => strip<ReviewRecord>(item));
}

/** Published reviews, newest first, at most `limit`. */
export async function listPublishedReviews(limit: number): Promise<ReviewRecord[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.publishedReviewsPartition },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (Items ?? []).map((item) => strip<ReviewRecord>(item));
}

export interface ReviewTotals {
  count: number;
  totalStars: number;
}

export async function getReviewTotals(): Promise<ReviewTotals> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.reviewStats() }));
  return { count: (Item?.count as number | undefined) ?? 0, totalStars: (Item?.totalStars as number | undefined) ?? 0 };
}

export function statsFrom(totals: ReviewTotals): ReviewStats {
  return { count: totals.count, average: totals.count ? Math.round((totals.totalStars / totals.count) * 10) / 10 : null };
}

export class ReviewChangedError extends Error {}

/**
 * Replaces a review whose status was `previous` (ReviewChangedError when someone changed it first)
 * and moves the published totals by what publishing or hiding it changes.
 */
export async function saveModeratedReview(review: ReviewRecord, previous: ReviewStatus): Promise<void> {
  const wasPublished = previous === 'published';
  const isPublished = review.status === 'published';
  const sign = wasPublished === isPublished ? 0 : isPublished ? 1 : -1;
  const items: Parameters<typeof transactWrite>[0] = [
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.review(review.id), ...(isPublished ? keys.publishedReview(review.id) : {}), type: 'Review', ...review },
        ConditionExpression: '#status = :previous',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':previous': previous },
      },
    },
  ];
  if (sign) {
    items.push({
      Update: {
        TableName: tableName,
        Key: keys.reviewStats(),
        UpdateExpression: 'ADD #count :count, totalStars :stars SET #type = :type',
        ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
        ExpressionAttributeValues: { ':count': sign, ':stars': sign * review.stars, ':type': 'ReviewStats' },
      },
    });
  }
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) throw new ReviewChangedError();
    throw error;
  }
}
