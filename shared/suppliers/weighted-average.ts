// The cost price after goods are received: the weighted average of what was on hand and what arrived.

/**
 * `onHand` units at `costPence` each (unknown: undefined) plus `quantity` at `unitCostPence`. Stock of
 * unknown cost takes the new cost (nothing better is known); nothing on hand takes it too. Rounded
 * to the nearest penny, halves up.
 */
export function weightedAverageCost(onHand: number, costPence: number | undefined, quantity: number, unitCostPence: number): number {
  if (quantity <= 0) throw new RangeError('Received quantity must be positive');
  if (onHand <= 0 || costPence === undefined) return unitCostPence;
  return Math.round((onHand * costPence + quantity * unitCostPence) / (onHand + quantity));
}
