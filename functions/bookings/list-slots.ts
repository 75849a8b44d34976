// The bookable slots of a range of London days with the places each has left, from one Query. Days,
// hours, closures and places per slot come from the shop's settings; none while bookings are off.
import type { SlotList, SlotRangeQuery } from '../../shared/schemas/bookings';
import { SLOT_MINUTES, bookableSlotStarts, slotEnd } from '../../shared/bookings/slots';
import { slotCounts } from '../data/bookings';
import { getShopSettings } from '../data/shop-settings';
import { openingOfSettings } from '../settings/opening-of-settings';
import { serviceStatus } from '../settings/site-functions';

export async function listSlots(range: SlotRangeQuery, now: Date): Promise<SlotList> {
  const settings = await getShopSettings(now);
  const capacity = settings.bookings.slotCapacity;
  const status = serviceStatus(settings, 'bookings');
  if (!status.open) return { slotMinutes: SLOT_MINUTES, capacity, slots: [], closedNotice: status.notice };
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
