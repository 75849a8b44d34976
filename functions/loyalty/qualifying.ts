// What an entry counts towards lifetime points and the tier (decision 151): earned and bonus points,
// less the points of refunded repairs taken back, all of them, spent or not (decision 239): a
// refunded repair never lifts the tier, though points already spent are not taken from the balance.
import type { EntryKind } from '../../shared/schemas/loyalty/ledger';

export function qualifyingPointsOf(entry: { kind: EntryKind; points: number; alreadySpent?: number }): number {
  if (entry.kind === 'earned' || entry.kind === 'bonus') return entry.points;
  if (entry.kind === 'reversed') return entry.points - (entry.alreadySpent ?? 0);
  return 0;
}
