// The shop's settings: one item (SHOP / SETTINGS) holding a section per attribute, read with one
// GetItem and kept in memory for a short while, because every booking, invoice and email asks.
// A section never saved reads as its default (shared/settings/default-settings.ts); a field added to a
// section since it was saved reads as that field's default. Sections are validated when written
// (PUT /api/admin/settings), so reading needs no schema: the read path stays small (decision 017).
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SettingsSection, ShopSettings } from '../../shared/schemas/settings';
import { defaultSettings } from '../../shared/settings/default-settings';
import { SETTINGS_SECTIONS } from '../../shared/settings/settings-constants';
import { db, tableName } from './client';
import * as keys from './keys';

/** How long an instance trusts its copy: a change reaches every Lambda instance within this (decision 190). */
export const SETTINGS_CACHE_MS = 30_000;

let cached: { settings: ShopSettings; at: number } | undefined;

function fromItem(item: Record<string, unknown> | undefined): ShopSettings {
  const settings = defaultSettings();
  if (!item) return settings;
  for (const section of SETTINGS_SECTIONS) {
    const stored = item[section];
    if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) continue;
    // Shallow over the defaults: an email kind added since the save starts switched on, and so on.
    (settings as Record<SettingsSection, unknown>)[section] = { ...settings[section], ...stored };
  }
  if (typeof item.updatedAt === 'string') settings.updatedAt = item.updatedAt;
  if (typeof item.updatedBy === 'string') settings.updatedBy = item.updatedBy;
  return settings;
}

/** The settings as stored now (one strongly consistent GetItem), refreshing this instance's copy. */
export async function readShopSettings(now: Date = new Date()): Promise<ShopSettings> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.shopSettings(), ConsistentRead: true }));
  const settings = fromItem(Item);
  cached = { settings, at: now.getTime() };
  return settings;
}

/** Reads the settings item strongly consistent and leaves the copy alone: /admin/check times it to see the table answer. */
export async function probeSettingsItem(): Promise<void> {
  await db.send(new GetCommand({ TableName: tableName, Key: keys.shopSettings(), ConsistentRead: true }));
}

/** The settings, from this instance's copy when it is younger than SETTINGS_CACHE_MS. */
export async function getShopSettings(now: Date = new Date()): Promise<ShopSettings> {
  const age = cached ? now.getTime() - cached.at : Infinity;
  if (cached && age >= 0 && age < SETTINGS_CACHE_MS) return cached.settings;
  return readShopSettings(now);
}

/** Writes one section (others untouched, so two staff editing different sections never clash). */
export async function saveSettingsSection<S extends SettingsSection>(
  section: S,
  value: ShopSettings[S],
  by: string,
  now: Date,
): Promise<ShopSettings> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.shopSettings(),
      UpdateExpression: 'SET #section = :value, #type = :type, updatedAt = :at, updatedBy = :by',
      ExpressionAttributeNames: { '#section': section, '#type': 'type' },
      ExpressionAttributeValues: { ':value': value, ':type': 'ShopSettings', ':at': now.toISOString(), ':by': by },
      ReturnValues: 'ALL_NEW',
    }),
  );
  const settings = fromItem(Attributes);
  cached = { settings, at: now.getTime() };
  return settings;
}

/** Drops this instance's copy: tests that write the item directly, or reset the table, call it. */
export function forgetCachedSettings(): void {
  cached = undefined;
}
