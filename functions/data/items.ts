// What a repository does to every item it reads before it parses it: the attributes only the table
// needs (the keys of the table and its indexes, the entity's type) come off, leaving the entity.

const TABLE_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'type']);

/** The item without its keys and type, and without `alsoDrop` (an entity's own table-only attributes: a TTL, an index's copy). */
export function stripKeys(item: Record<string, unknown>, ...alsoDrop: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([name]) => !TABLE_ATTRIBUTES.has(name) && !alsoDrop.includes(name)));
}
