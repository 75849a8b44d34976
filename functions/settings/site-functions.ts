// The site functions staff switch off on /admin/site-functionality: a switched-off service refuses on
// the server too, with the notice visitors see, whatever page or client sent the request.
import type { ServiceStatus, ShopSettings } from '../../shared/schemas/settings';
import { SITE_FUNCTIONS, type SiteFunction } from '../../shared/settings/settings-constants';
import { getShopSettings } from '../data/shop-settings';
import { ConflictError } from '../lib/http-errors';

/** The notice when staff left none (the form asks for one, so this is a fallback only). */
export function closedNotice(fn: SiteFunction, notice: string): string {
  return notice || `${SITE_FUNCTIONS[fn]} are switched off for now. Please call or visit the shop.`;
}

export function serviceStatus(settings: ShopSettings, fn: SiteFunction): ServiceStatus {
  const state = settings.siteFunctions[fn];
  return state.open ? { open: true } : { open: false, notice: closedNotice(fn, state.notice) };
}

export class ServiceClosedError extends ConflictError {
  constructor(fn: SiteFunction, notice: string) {
    super(notice, { service: fn, serviceClosed: true });
  }
}

/** Throws the service's notice (409) when staff switched it off. */
export async function assertServiceOpen(fn: SiteFunction, now: Date): Promise<void> {
  const status = serviceStatus(await getShopSettings(now), fn);
  if (!status.open) throw new ServiceClosedError(fn, status.notice!);
}
