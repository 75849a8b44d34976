// The settings before staff change anything: today's facts from shared/business.ts, so a new table
// (and every test stack) behaves exactly as the shop did before settings existed.
import { BUSINESS, OPENING_HOURS } from '../business';
import type { EmailSettings, ShopSettings } from '../schemas/settings';
import { DEFAULT_DISCOUNT_LIMIT_PERCENT, DEFAULT_REFUND_LIMIT_PENCE, DEFAULT_SLOT_CAPACITY, SWITCHABLE_EMAIL_KINDS } from './settings-constants';

export function defaultSettings(): ShopSettings {
  return {
    details: {
      name: BUSINESS.name,
      phone: BUSINESS.phone.display,
      email: BUSINESS.email,
      addressLine1: BUSINESS.address.line1,
      city: BUSINESS.address.city,
      postcode: BUSINESS.address.postcode,
    },
    hours: {
      week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ open: OPENING_HOURS.days.includes(weekday), opens: OPENING_HOURS.opens, closes: OPENING_HOURS.closes })),
      bankHolidaysClosed: true,
      closures: [],
    },
    bookings: { slotCapacity: DEFAULT_SLOT_CAPACITY },
    invoices: { vatNumber: BUSINESS.vatNumber, invoiceFooter: `Thank you for choosing ${BUSINESS.name}.` },
    till: { frontDeskRefundLimitPence: DEFAULT_REFUND_LIMIT_PENCE, frontDeskDiscountLimitPercent: DEFAULT_DISCOUNT_LIMIT_PERCENT },
    emails: Object.fromEntries(SWITCHABLE_EMAIL_KINDS.map((kind) => [kind, true])) as EmailSettings,
    siteFunctions: {
      shop: { open: true, notice: '' },
      bookings: { open: true, notice: '' },
      mailIn: { open: true, notice: '' },
    },
    // Off until the owner turns it on (decision 258): the local demo signs in with passwords.
    staff: { requireTwoFactor: false },
  };
}
