// The bookable slots of a range of London days with the places each has left, from one Query.
import type { SlotList, SlotRangeQuery } from '../../shared/schemas/bookings';
import { SLOT_MINUTES, bookableSlotStarts, slotEnd } from '../../shared/bookings/slots';
import { slotCounts } from '../data/bookings';
import { slotCapacityFor } from '../loyalty/priority-booking';

export async function listSlots(range: SlotRangeQuery, now: Date, userId: string | null = null): Promise<SlotList> {
  const capacity = await slotCapacityFor(userId, now);
  const starts = bookableSlotStarts(range.from, range.to ?? range.from, now);
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
