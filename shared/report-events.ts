// Events only the report rollups listen to, outside eventTypes (shared/events.ts) so that every
// other bundle that publishes events does not carry their schemas. Published with
// publishCheckedEvent (functions/events/publish-event.ts) after the change they announce committed.
import * as z from 'zod/mini';

/**
 * A booking's outcome is known (functions/bookings/): checked in, marked as a no-show or cancelled.
 * The report consumer adds the booking to its slot's day once, however often this is delivered
 * (decision 198).
 */
export const BookingOutcomeRecordedEventSchema = z.object({ reference: z.string().check(z.minLength(1), z.maxLength(40)) });
export type BookingOutcomeRecordedEvent = z.infer<typeof BookingOutcomeRecordedEventSchema>;

/**
 * Goods were received on a purchase order (functions/suppliers/receive-goods.ts): the report consumer
 * adds the receipt's cost and input VAT to its day once per receipt (decision 199).
 */
export const PurchaseGoodsReceivedEventSchema = z.object({ orderId: z.string(), receiptId: z.string() });
export type PurchaseGoodsReceivedEvent = z.infer<typeof PurchaseGoodsReceivedEventSchema>;
