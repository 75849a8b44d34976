// Booking a drop-off on an online quote (issue 30, decision 350): the visitor names an opening day on
// or before the quote's last day and how to reach them; the counter lists the drop-offs by day and
// opens each by its reference to re-grade the device. A drop-off is not a repair booking: it takes no
// bench slot and opens no repair job.
import { isCalendarDay } from '../../shared/bookings/slots';
import { londonDay } from '../../shared/dates';
import type { DropOffRequest, Quote } from '../../shared/schemas/trade-ins/buy-back';
import { bookDropOff, listDropOffs } from '../data/trade-ins';
import { getShopSettings } from '../data/shop-settings';
import { BadRequestError, ConflictError } from '../lib/http-errors';
import { openingOfSettings } from '../settings/opening-of-settings';
import { findQuote } from './buy-back-prices';

export const QUOTE_EXPIRED = 'This quote has run out: get a new quote.';
export const QUOTE_ALREADY_REGRADED = 'The shop has already looked at the device on this quote.';
export const DROP_OFF_DAY_OUTSIDE = "Choose a day from today to the quote's last day.";
/** How many drop-offs the counter's list shows at once. */
export const DROP_OFF_LIST_LIMIT = 100;

const dayError = (message: string) => new BadRequestError(message, { errors: { day: [message] } });

/** The quote as its visitor sees it: the drop-off's day without the contact details. */
export function publicQuote(quote: Quote): Quote {
  const { dropOff, tradeInId: _tradeInId, ...rest } = quote;
  return { ...rest, ...(dropOff ? { dropOff: { day: dropOff.day, bookedAt: dropOff.bookedAt } } : {}) };
}

export async function bookQuoteDropOff(quoteId: string, input: DropOffRequest, now: Date): Promise<Quote> {
  const quote = await findQuote(quoteId);
  if (quote.validUntil <= now.toISOString()) throw new ConflictError(QUOTE_EXPIRED);
  if (quote.tradeInId) throw new ConflictError(QUOTE_ALREADY_REGRADED);
  if (!isCalendarDay(input.day) || input.day < londonDay(now) || input.day > londonDay(new Date(quote.validUntil))) throw dayError(DROP_OFF_DAY_OUTSIDE);
  const opening = openingOfSettings(await getShopSettings(now))(input.day);
  if (!opening.open) throw dayError(`The shop is closed that day (${opening.reason}): choose another day.`);
  const booked = await bookDropOff(quoteId, { day: input.day, bookedAt: now.toISOString(), contact: input.contact });
  if (!booked) throw new ConflictError(QUOTE_ALREADY_REGRADED);
  return publicQuote(booked);
}

/** The drop-offs booked from `from` (today by default) on that the counter has not re-graded yet. */
export async function dropOffsFrom(from: string | undefined, now: Date): Promise<{ dropOffs: Quote[] }> {
  return { dropOffs: await listDropOffs(from ?? londonDay(now), DROP_OFF_LIST_LIMIT) };
}
