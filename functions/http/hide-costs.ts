// Cost prices and margins leave the server only for a role allowed to see them: every answer to
// staff without 'inventory.costs' loses these fields wherever they sit, so no page can forget to
// hide one (decision 254); an API key, unless it holds the permission (decision 274). The schemas
// keep such fields optional where these roles can read them.
import type { Session } from '../data/sessions';
import { sessionAllows } from '../staff-roles/session-allows';

const COST_FIELDS: ReadonlySet<string> = new Set(['costPence', 'unitCostPence', 'partsCostPence', 'costOfGoodsPence', 'grossMarginPence']);

export function hidesCosts(session: Session | null | undefined): boolean {
  if (session?.apiKey) return !session.apiKey.permissions.includes('inventory.costs');
  return session?.role === 'admin' && !sessionAllows(session, 'inventory.costs');
}

/** A copy of the answer without any cost field, at any depth. */
export function withoutCosts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCosts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !COST_FIELDS.has(key)).map(([key, inner]) => [key, withoutCosts(inner)]));
}
