// The bookable slots of a range of London days with the places each has left, from one Query. Days,
// hours, closures and places per slot come from the shop's settings; none while bookings are off.
import type { SlotList, SlotRangeQuery } from '../../shared/schemas/bookings';
import { SLOT_MINUTES, bookableSlotStarts, slotEnd } from '../../shared/bookings/slots';
import { slotCounts } from '../data/bookings';
import { getShopSettings } from '../data/shop-settings';
import { openingOfSettings } from '../settings/opening-of-settings';
import { serviceStatus } from '../settings/site-functions';
import { slotCapacityFor } from '../loyalty/priority-booking';

/** `userId`: the signed-in booker, whose tier may give one more place per slot (decision 153). */
export async function listSlots(range: SlotRangeQuery, now: Date, userId: string | null = null): Promise<SlotList> {
  const settings = await getShopSettings(now);
  const status = serviceStatus(settings, 'bookings');
  if (!status.open) return { slotMinutes: SLOT_MINUTES, capacity: settings.bookings.slotCapacity, slots: [], closedNotice: status.notice };
  const capacity = await slotCapacityFor(settings.bookings.slotCapacity, userId, now);
  const starts = bookableSlotStarts(range.from, range.to ?? range.from, now, openingOfSettings(settings));
  const counts = starts.length ? await slotCounts(starts[0]!, starts.at(-1)!) : new Map<string, number>();
  return {
    slotMinutes: SLOT_MINUTES,
    capacity,
    slots: starts.map((start) => ({
      start,
      end: slotEnd(start),
      remaining: Math.max(0, capacity - (counts.get(start) ?? 0)),
    })),
  };
}
