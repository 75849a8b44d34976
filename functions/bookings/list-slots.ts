// The bookable slots of a range of London days with the places each has left, from one Query.
import type { SlotList, SlotRangeQuery } from '../../shared/schemas/bookings';
import { SLOT_CAPACITY, SLOT_MINUTES, bookableSlotStarts, slotEnd } from '../../shared/bookings/slots';
import { slotCounts } from '../data/bookings';

export async function listSlots(range: SlotRangeQuery, now: Date): Promise<SlotList> {
  const starts = bookableSlotStarts(range.from, range.to ?? range.from, now);
  const counts = starts.length ? await slotCounts(starts[0]!, starts.at(-1)!) : new Map<string, number>();
  return {
    slotMinutes: SLOT_MINUTES,
    capacity: SLOT_CAPACITY,
    slots: starts.map((start) => ({
      start,
      end: slotEnd(start),
      remaining: Math.max(0, SLOT_CAPACITY - (counts.get(start) ?? 0)),
    })),
  };
}
