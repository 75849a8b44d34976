// Priority booking (decision 153): a Gold or Platinum member may take one place more in a slot than
// everyone else, so a slot full to the public still has room for them.
import { SLOT_CAPACITY } from '../../shared/bookings/slots';
import { PRIORITY_EXTRA_PLACES } from '../../shared/loyalty';
import { memberTier } from './benefits';

export async function slotCapacityFor(userId: string | null, now: Date): Promise<number> {
  if (!userId) return SLOT_CAPACITY;
  return SLOT_CAPACITY + ((await memberTier(userId, now)).priorityBooking ? PRIORITY_EXTRA_PLACES : 0);
}
