// The booking calendar of the shop's settings: weekly hours, bank holidays and closures as slots.ts wants them.
import type { OpeningOf } from '../../shared/bookings/slots';
import type { ShopSettings } from '../../shared/schemas/settings';
import { openingOn } from '../../shared/settings/shop-calendar';

export function openingOfSettings(settings: ShopSettings): OpeningOf {
  return (day) => openingOn(day, settings.hours);
}
