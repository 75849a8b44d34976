// The activity log's page cursor: DynamoDB's position in the index a filter uses, as an opaque
// base64url string. It is checked before use, so a tampered or foreign cursor is a 400, never a 500.
import * as z from 'zod/mini';
import { keyAttributes, type AuditLogKey, type AuditLogView } from '../data/audit-log-query';
import { BadRequestError } from '../lib/http-errors';

export type { AuditLogView };

export const INVALID_CURSOR_MESSAGE = 'The page cursor is not valid. Start again from the first page.';

/** Sort keys are `<ISO time>#<ULID>`. */
const SORT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9A-HJKMNP-TV-Z]{26}$/;

const CursorSchema = z.object({
  v: z.literal(1),
  i: z.enum(['table', 'gsi1', 'gsi2']),
  k: z.record(z.string(), z.string().check(z.maxLength(300))),
});

export function encodeCursor(view: AuditLogView, key: AuditLogKey): string {
  return Buffer.from(JSON.stringify({ v: 1, i: view.index, k: key })).toString('base64url');
}

/** The DynamoDB start key the cursor stands for, if it belongs to this view; otherwise a 400. */
export function decodeCursor(cursor: string, view: AuditLogView): AuditLogKey {
  let raw: unknown;
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  }
  const parsed = CursorSchema.safeParse(raw);
  if (!parsed.success || parsed.data.i !== view.index) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  const key = parsed.data.k;
  const { partition, sort, names } = keyAttributes(view.index);
  const exactNames = Object.keys(key).length === names.length && names.every((name) => name in key);
  const sortKeysValid = [key.sk, key[sort]].every((value) => value !== undefined && SORT_KEY.test(value));
  // A cursor from another filter would page through someone else's partition: refused.
  if (!exactNames || key[partition] !== view.partition || key.pk !== 'AUDIT#LOG' || !sortKeysValid) {
    throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  }
  return key;
}
