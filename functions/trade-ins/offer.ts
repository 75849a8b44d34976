// The counter's final offer (issue 30, decision 311): the buy-back list's price for the grade the
// counter gives. An online quote still valid for the same model and storage is honoured when the
// device grades as well as the visitor said or better: the quote's price, or the list's if it rose.
import type { Quote } from '../../shared/schemas/trade-ins/buy-back';
import { GRADES, priceKey, type Grade } from '../../shared/trade-ins/grading';

export type QuoteRef = Pick<Quote, 'quoteId' | 'model' | 'storage' | 'grade' | 'pricePence' | 'validUntil'>;

export function quoteHonoured(quote: QuoteRef, model: string, storage: string, grade: Grade, now: Date): boolean {
  return (
    quote.validUntil > now.toISOString() &&
    priceKey(quote.model, quote.storage, quote.grade) === priceKey(model, storage, quote.grade) &&
    GRADES.indexOf(grade) <= GRADES.indexOf(quote.grade)
  );
}

/** The offer in pence, or null when the shop does not buy the device (no list price above nothing, no quote honoured). */
export function finalOffer(listPence: number | null, quote: QuoteRef | null, model: string, storage: string, grade: Grade, now: Date): number | null {
  if (quote && quoteHonoured(quote, model, storage, grade, now)) return Math.max(quote.pricePence, listPence ?? 0);
  return listPence !== null && listPence > 0 ? listPence : null;
}
