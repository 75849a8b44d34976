// Priority booking (decision 153): a Gold or Platinum member may take one place more in a slot than
// everyone else, so a slot full to the public still has room for them.
import { PRIORITY_EXTRA_PLACES } from '../../shared/loyalty';
import { memberTier } from './benefits';

/** The places in a slot for this booker: the shop's capacity (settings), plus one for priority members. */
export async function slotCapacityFor(shopCapacity: number, userId: string | null, now: Date): Promise<number> {
  if (!userId) return shopCapacity;
  return shopCapacity + ((await memberTier(userId, now)).priorityBooking ? PRIORITY_EXTRA_PLACES : 0);
}
