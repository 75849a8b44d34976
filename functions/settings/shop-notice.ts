// The shop pages' notice while the online shop is switched off, for their data page loaders.
import { getShopSettings } from '../data/shop-settings';
import { serviceStatus } from './site-functions';

export async function shopNotice(): Promise<{ shopNotice?: string }> {
  const status = serviceStatus(await getShopSettings(), 'shop');
  return status.open ? {} : { shopNotice: status.notice! };
}
