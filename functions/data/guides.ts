// Guides: one partition holds every guide by slug (the admin list is one Query, a guide one Get);
// gsi1 indexes the published ones newest first, so the public list never reads drafts.
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Guide } from '../../shared/schemas/content/guides';
import { db, tableName } from './client';
import { stripKeys } from './items';
import * as keys from './keys';
import { queryAll } from './query-all';
import { transactWrite, TransactionCancelledError } from './transact';

function fromItem(item: Record<string, unknown>): Guide {
  return stripKeys(item) as unknown as Guide;
}

function guideItem(guide: Guide): Record<string, unknown> {
  return {
    ...keys.guide(guide.slug),
    ...(guide.status === 'published' && guide.publishedAt ? keys.publishedGuide(guide.publishedAt, guide.slug) : {}),
    type: 'Guide',
    ...guide,
  };
}

export async function getGuideRecord(slug: string): Promise<Guide | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.guide(slug) }));
  return Item ? fromItem(Item) : null;
}

export async function listGuideRecords(): Promise<Guide[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.guidesPartition } });
  return items.map(fromItem);
}

/** Published guides, newest first, without their bodies. */
export async function listPublishedGuides(): Promise<Guide[]> {
  const { Items } = await db.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.publishedGuidesPartition },
      ScanIndexForward: false,
      ProjectionExpression: 'slug, title, summary, deviceTags, #status, updatedAt, publishedAt',
      ExpressionAttributeNames: { '#status': 'status' },
    }),
  );
  return (Items ?? []).map(fromItem);
}

export class SlugTakenError extends Error {}
export class GuideChangedError extends Error {}

/**
 * Creates a guide (previousSlug null) or replaces one. A new slug must be free: a renamed guide is a
 * delete of the old item and a conditional put of the new one in one transaction, so slugs stay unique.
 */
export async function saveGuideRecord(guide: Guide, previousSlug: string | null): Promise<void> {
  const put = {
    Put: {
      TableName: tableName,
      Item: guideItem(guide),
      ...(previousSlug === guide.slug ? { ConditionExpression: 'attribute_exists(pk)' } : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  };
  const items: Parameters<typeof transactWrite>[0] = [put];
  if (previousSlug && previousSlug !== guide.slug) {
    items.push({ Delete: { TableName: tableName, Key: keys.guide(previousSlug), ConditionExpression: 'attribute_exists(pk)' } });
  }
  try {
    await transactWrite(items);
  } catch (error) {
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(0)) {
      throw previousSlug === guide.slug ? new GuideChangedError() : new SlugTakenError();
    }
    if (error instanceof TransactionCancelledError && error.conditionFailedAt(1)) throw new GuideChangedError();
    throw error;
  }
}
