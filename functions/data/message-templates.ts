// The staff-edited SMS templates: one item per kind in one partition, so the admin list is one Query
// and a send reads its template with one GetItem. A kind never edited uses its default text.
import { GetCommand, PutCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_SMS_TEMPLATES, SMS_TEMPLATE_KINDS, type SmsTemplateKind } from '../../shared/messaging/sms-templates';
import { db, tableName } from './client';
import * as keys from './keys';
import { queryAll } from './query-all';

export interface SmsTemplateRecord {
  kind: SmsTemplateKind;
  text: string;
  /** Absent on a default text. */
  updatedAt?: string;
  updatedBy?: string;
}

export async function getSmsTemplate(kind: SmsTemplateKind): Promise<string> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.messageTemplate(kind) }));
  return typeof Item?.text === 'string' ? Item.text : DEFAULT_SMS_TEMPLATES[kind];
}

export async function listSmsTemplates(): Promise<SmsTemplateRecord[]> {
  const items = await queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.messageTemplatesPartition } });
  const edited = new Map(items.map((item) => [item.kind as string, item]));
  return SMS_TEMPLATE_KINDS.map((kind) => {
    const item = edited.get(kind);
    return item
      ? { kind, text: String(item.text), updatedAt: String(item.updatedAt), updatedBy: String(item.updatedBy) }
      : { kind, text: DEFAULT_SMS_TEMPLATES[kind] };
  });
}

export async function saveSmsTemplate(kind: SmsTemplateKind, text: string, by: string, now: Date): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.messageTemplate(kind), type: 'SmsTemplate', kind, text, updatedAt: now.toISOString(), updatedBy: by },
    }),
  );
}

/** Back to the default text. */
export async function resetSmsTemplate(kind: SmsTemplateKind): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName, Key: keys.messageTemplate(kind) }));
}
