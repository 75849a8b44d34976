// What a paid repair spend earns (decision 151): 1 point per whole pound of the repairs' total after
// discounts; the best active multiplier promotion adds (multiplier - 1) times that as a bonus; each
// active repair-type bonus adds its points once per repair of that device type. Products and other
// till items earn nothing (the programme rewards repairs).
import { pointsForPence } from '../../shared/loyalty';
import type { EntrySource } from '../../shared/schemas/loyalty/ledger';
import type { DeviceType } from '../../shared/schemas/repairs/device';
import type { Promotion } from '../../shared/schemas/loyalty/promotions';
import type { NewEntry } from './points-ledger';

export interface PaidRepair {
  jobNumber: string;
  deviceType: DeviceType;
  /** Paid for the repair, after discounts and refunds. */
  netPence: number;
}

export function activeOn(promotions: readonly Promotion[], day: string): Promotion[] {
  return promotions.filter((p) => p.startsOn <= day && day <= p.endsOn);
}

/** The entries a paid spend earns; empty when it earns nothing. `key` is the cause's key (`sale:<id>`). */
export function earningEntries(input: { key: string; source: EntrySource; label: string; repairs: readonly PaidRepair[]; promotions: readonly Promotion[]; day: string }): NewEntry[] {
  const { key, source, label, repairs, day } = input;
  const base = pointsForPence(repairs.reduce((sum, r) => sum + Math.max(0, r.netPence), 0));
  const entries: NewEntry[] = [];
  if (base > 0) entries.push({ key, kind: 'earned', points: base, source, description: `Repairs on ${label}` });
  const active = activeOn(input.promotions, day);
  const multipliers = active.flatMap((p) => (p.kind === 'multiplier' ? [p] : []));
  const best = multipliers.sort((a, b) => b.multiplier - a.multiplier)[0];
  if (best && base > 0) {
    entries.push({ key: `${key}:promo:${best.id}`, kind: 'bonus', points: base * (best.multiplier - 1), source: { type: 'promotion', id: best.id }, description: `${best.name} (x${best.multiplier}) on ${label}` });
  }
  for (const promo of active) {
    if (promo.kind !== 'repair-bonus') continue;
    const count = repairs.filter((r) => r.deviceType === promo.deviceType && r.netPence > 0).length;
    if (count > 0) entries.push({ key: `${key}:promo:${promo.id}`, kind: 'bonus', points: promo.bonusPoints * count, source: { type: 'promotion', id: promo.id }, description: `${promo.name} on ${label}` });
  }
  return entries;
}
