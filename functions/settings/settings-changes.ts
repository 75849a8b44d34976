// What a settings save changed, in words for the audit record: "Opening hours: week.1.closes 17:30 -> 18:00".
// Only the fields that differ, each value cut short, so the record stays small and readable.
const MAX_VALUE = 60;
const MAX_CHANGES = 12;

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    if (Array.isArray(value) && value.length === 0) into.set(prefix, '[]');
    return;
  }
  into.set(prefix, String(value));
}

function short(value: string | undefined): string {
  if (value === undefined) return '(none)';
  return value.length > MAX_VALUE ? `${value.slice(0, MAX_VALUE - 1)}…` : JSON.stringify(value);
}

export function describeChanges(label: string, before: unknown, after: unknown): string {
  const old = new Map<string, string>();
  const next = new Map<string, string>();
  flatten(before, '', old);
  flatten(after, '', next);
  const changed = [...new Set([...old.keys(), ...next.keys()])].filter((key) => old.get(key) !== next.get(key)).sort();
  if (changed.length === 0) return `${label}: saved unchanged`;
  const listed = changed.slice(0, MAX_CHANGES).map((key) => `${key} ${short(old.get(key))} -> ${short(next.get(key))}`);
  const more = changed.length > MAX_CHANGES ? `; and ${changed.length - MAX_CHANGES} more` : '';
  return `${label}: ${listed.join('; ')}${more}`;
}
