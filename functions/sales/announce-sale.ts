// Tells the bus a till sale was made, for loyalty's points (decision 151). The sale is made already:
// a bus failure is logged, never the sale's failure (the customer can still claim from the receipt).
import type { Sale } from '../../shared/schemas/sales/sale';
import { salePaidEvent } from '../../shared/events';
import { publishEvent } from '../events/publish-event';
import { logger } from '../lib/logger';

export async function announceSale(sale: Sale, siteOrigin: string | null): Promise<void> {
  try {
    await publishEvent(salePaidEvent, { saleId: sale.saleId, siteOrigin });
  } catch (error) {
    logger.error('Could not announce a sale', { saleId: sale.saleId, error: error as Error });
  }
}
