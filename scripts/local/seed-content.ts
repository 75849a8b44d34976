// Seeds the content area once: the services with their price list, and the guides. A service or guide
// already there (perhaps edited by staff) is left alone, so restarting never undoes an edit.
import { getGuideRecord, saveGuideRecord } from '../../functions/data/guides';
import { priceRowFrom, putPriceRows, putServiceRecord, serviceRecordFrom } from '../../functions/data/services';
import { SEED_GUIDES } from './content-seed/guides';
import { SEED_PRICES } from './content-seed/price-list';
import { SEED_SERVICES } from './content-seed/services';

export async function seedContent(now: Date): Promise<{ services: number; prices: number; guides: number }> {
  let services = 0;
  let prices = 0;
  for (const service of SEED_SERVICES) {
    if (!(await putServiceRecord(serviceRecordFrom(service.id, service, now), false))) continue;
    services++;
    const rows = SEED_PRICES.filter((p) => p.serviceId === service.id).map((p) => priceRowFrom(p, now));
    await putPriceRows(rows);
    prices += rows.length;
  }
  let guides = 0;
  for (const input of SEED_GUIDES) {
    if (await getGuideRecord(input.slug)) continue;
    const at = now.toISOString();
    await saveGuideRecord({ ...input, updatedAt: at, publishedAt: at }, null);
    guides++;
  }
  return { services, prices, guides };
}
