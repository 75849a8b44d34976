// The points a till refund gives back (decision 160): the refunded units' share of their line's part
// of the redeemed reward, all of the line's points at its last unit, as an `adjusted` entry (balance
// only, never tier points) that joins the refund's transaction. Apart from till-redemption.ts so the
// refund's bundle carries only the ledger's item builders.
import type { LedgerEntry } from '../../shared/schemas/loyalty/ledger';
import type { SaleLine, SaleReward } from '../../shared/schemas/sales/sale';
import { accountChangeItem, entryItem } from '../data/loyalty-ledger';
import type { TransactItem } from '../data/transact';

/** Points of a line already given back when `refunded` of its units are refunded: all of them at the last unit. */
function returnedFor(line: SaleLine, refunded: number): number {
  const points = line.rewardPoints ?? 0;
  return refunded >= line.quantity ? points : Math.floor((points * refunded) / line.quantity);
}

/** The points a refund of these quantities gives back (decision 160): the refunded units' share, all at the last. */
export function pointsToGiveBack(lines: readonly SaleLine[], refund: readonly { lineId: string; quantity: number }[]): number {
  let points = 0;
  for (const r of refund) {
    const line = lines.find((l) => l.lineId === r.lineId);
    if (!line?.rewardPoints) continue;
    points += returnedFor(line, line.refundedQuantity + r.quantity) - returnedFor(line, line.refundedQuantity);
  }
  return points;
}

/** The refund's give-back: an `adjusted` entry (balance only, never tier points) keyed by the refund. */
export function givePointsBackItems(saleId: string, refundId: string, creditNoteNumber: string, reward: SaleReward, points: number, at: string): TransactItem[] {
  if (points <= 0) return [];
  const entry: LedgerEntry = {
    key: `sale:${saleId}:reward-back:${refundId}`,
    kind: 'adjusted',
    points,
    source: { type: 'reward', id: saleId },
    description: `${reward.name} given back: refund ${creditNoteNumber}`,
    at,
  };
  return [entryItem(reward.userId, entry), accountChangeItem(reward.userId, { points, earned: 0, name: '', at })];
}
