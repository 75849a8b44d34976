// Keeps the report rollups: each issued invoice or credit note is added to its day once, and to the
// commission entries once (decision 262).
import { SALES_DOCUMENT_ISSUED, SalesDocumentIssuedEventSchema } from '../../../shared/events';
import { createConsumer } from '../../lib/create-consumer';
import { logger } from '../../lib/logger';
import { earnFromDocument } from '../../reports/commissions';
import { rollUpDocument } from '../../reports/roll-up-document';

export const handler = createConsumer(async (event) => {
  if (event['detail-type'] !== SALES_DOCUMENT_ISSUED) {
    logger.warn('Ignoring an event type this consumer does not handle');
    return;
  }
  const { number } = SalesDocumentIssuedEventSchema.parse(event.detail);
  const added = await rollUpDocument(number);
  logger.info(added ? 'Added to the report rollup' : 'Already in the report rollup');
  // What the sale's taker earns commission on, or a refund takes back (decision 262).
  const earned = await earnFromDocument(number);
  logger.info(earned ? 'Recorded for commissions' : 'Nothing new for commissions');
});
