// GET /api/site-status: which services are open and the shop's hours today, for every visitor (the
// booking and mail-in pages show a switched-off service's notice; /site-functionality lists them all).
import * as settingsRoutes from '../../../shared/api/routes/settings';
import { toLondon } from '../../../shared/bookings/slots';
import { WEEKDAYS } from '../../../shared/content/weekly-hours';
import { openingOn, openingStatusText, upcomingClosures } from '../../../shared/settings/shop-calendar';
import { getShopSettings } from '../../data/shop-settings';
import { createHandler } from '../../http/create-handler';
import { serviceStatus } from '../../settings/site-functions';

const UPCOMING_DAYS = 60;

export const handler = createHandler(settingsRoutes.getSiteStatus, async ({ now }) => {
  const settings = await getShopSettings(now);
  const { day } = toLondon(now);
  const today = openingOn(day, settings.hours);
  const status = openingStatusText(now, settings.hours);
  const { details } = settings;
  return {
    body: {
      shop: { name: details.name, phone: details.phone, email: details.email, address: [details.addressLine1, details.city, details.postcode].join(', ') },
      services: { shop: serviceStatus(settings, 'shop'), bookings: serviceStatus(settings, 'bookings'), mailIn: serviceStatus(settings, 'mailIn') },
      today: today.open
        ? { day, status: status.text, open: status.open, opens: today.opens, closes: today.closes }
        : { day, status: status.text, open: false, closedReason: today.reason },
      week: weeklyHoursOf(settings.hours.week),
      upcomingClosures: upcomingClosures(day, UPCOMING_DAYS, settings.hours),
    },
    headers: { 'cache-control': 'public, max-age=0, s-maxage=30' },
  };
});

function weeklyHoursOf(week: { open: boolean; opens: string; closes: string }[]): { day: string; hours: string }[] {
  return WEEKDAYS.map((day, index) => {
    const hours = week[index]!;
    return { day, hours: hours.open ? `${hours.opens} to ${hours.closes}` : 'Closed' };
  });
}
