// The names of the settings' switches, without zod: the server's read path (every booking, email and
// invoice) imports these and the defaults, never the form schemas (Lambda bundle budget, decision 017).

/**
 * The emails staff may switch off. Account and security emails (verification, password reset,
 * sign-in changes, claim codes), receipts asked for and replies to enquiries are always sent.
 */
export const SWITCHABLE_EMAILS = {
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'mail-in-order-confirmed': 'Mail-in order confirmed',
  'mail-in-received': 'Mail-in device received',
  'mail-in-returned': 'Mail-in device returned',
  'job-status': 'Repair status changed',
  'job-estimate': 'Repair estimate to approve',
  'job-ready': 'Repair ready for collection',
  'order-confirmed': 'Shop order confirmed',
  'order-ready': 'Shop order ready for collection',
  'order-dispatched': 'Shop order dispatched',
  'review-invitation': 'Review invitation after collection',
  'enquiry-received': "The shop's copy of a contact enquiry",
} as const;
export type SwitchableEmail = keyof typeof SWITCHABLE_EMAILS;
export const SWITCHABLE_EMAIL_KINDS = Object.keys(SWITCHABLE_EMAILS) as SwitchableEmail[];

export const SITE_FUNCTIONS = { shop: 'Online shop', bookings: 'Bookings', mailIn: 'Mail-in repairs' } as const;
export type SiteFunction = keyof typeof SITE_FUNCTIONS;

/** Bookings one appointment slot takes until staff change it (decision 090). */
export const DEFAULT_SLOT_CAPACITY = 2;

/** A front desk member refunds up to £20.00 and discounts up to 10% without a manager's passcode (decision 268). */
export const DEFAULT_REFUND_LIMIT_PENCE = 2000;
export const DEFAULT_DISCOUNT_LIMIT_PERCENT = 10;

export const SETTINGS_SECTIONS = ['details', 'hours', 'bookings', 'invoices', 'till', 'emails', 'siteFunctions', 'staff'] as const;
