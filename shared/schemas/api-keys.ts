// API keys (issue 31; decision 274): what the owner sends to make one, and what the keys page reads.
// The secret is in the answer to the create call only; no other reply carries it or its hash.
import * as z from 'zod/mini';
import { ALL_PERMISSIONS, type Permission } from '../staff/permissions';
import { LondonDaySchema } from './audit';

/** The longest a key may last: a year from the day it is made. */
export const API_KEY_MAX_DAYS = 366;
export const API_KEY_NAME_MAX = 60;

export const KEY_NAME_REQUIRED_MESSAGE = 'Give the key a name';
export const KEY_PERMISSIONS_REQUIRED_MESSAGE = 'Choose at least one permission';
export const KEY_EXPIRY_MESSAGE = 'The expiry must be after today and at most a year away';

export const PermissionSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]], 'Unknown permission');

export const CreateApiKeyRequestSchema = z.object({
  name: z.string(KEY_NAME_REQUIRED_MESSAGE).check(z.trim(), z.minLength(1, KEY_NAME_REQUIRED_MESSAGE), z.maxLength(API_KEY_NAME_MAX, `A key's name must be at most ${API_KEY_NAME_MAX} characters`)),
  /** Absent: the read-only default (shared/staff/api-key-permissions.ts). */
  permissions: z.optional(z.array(PermissionSchema).check(z.minLength(1, KEY_PERMISSIONS_REQUIRED_MESSAGE), z.maxLength(ALL_PERMISSIONS.length))),
  /** The last London day the key works; it stops at the end of that day. */
  expiresOn: LondonDaySchema,
});
export type CreateApiKeyRequest = z.infer<typeof CreateApiKeyRequestSchema>;

export const ApiKeyStatusSchema = z.enum(['active', 'expired', 'revoked']);
export type ApiKeyStatus = z.infer<typeof ApiKeyStatusSchema>;

/** A key as the keys page shows it: never its secret or the secret's hash. */
export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The start of the secret ("drs_<id>_"), so the owner can tell which key a tool holds. */
  prefix: z.string(),
  permissions: z.array(PermissionSchema),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The moment it stops working: the end of its expiry day in London. */
  validUntil: z.string(),
  revokedAt: z.optional(z.string()),
  status: ApiKeyStatusSchema,
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ keys: z.array(ApiKeySchema) });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

/** The create call's answer: the only time the secret leaves the server. */
export const CreatedApiKeySchema = z.object({ key: ApiKeySchema, secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyParamsSchema = z.object({
  keyId: z.string('Key id is required').check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Unknown key')),
});
