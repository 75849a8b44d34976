// The shop's business facts: the one source for every page, the footer, emails and the seed data.
// Phone numbers are from Ofcom's ranges reserved for drama and demos until the shop's real ones go in.

export const BUSINESS = {
  name: 'Device DRS',
  legalName: 'Device DRS Repairs',
  tagline: 'Phone, tablet and console repairs in Belfast',
  address: {
    line1: '27 Botanic Avenue',
    city: 'Belfast',
    postcode: 'BT7 1JG',
    country: 'Northern Ireland',
  },
  phone: { display: '028 9649 6123', e164: '+442896496123' },
  chatNumber: { display: '07700 900123', e164: '+447700900123' },
  email: 'hello@devicedrs.co.uk',
  /** The public site's address: canonical links and structured data point here from every environment. */
  website: 'https://www.devicedrs.co.uk',
  social: { name: 'Facebook', url: 'https://www.facebook.com/devicedrs' },
  priceRange: '££',
  locale: 'en-GB',
  currency: 'GBP',
  timeZone: 'Europe/London',
  warrantyMonths: 12,
  /** Printed on invoices, receipts and credit notes. A placeholder in HMRC's format until the shop's own goes in. */
  vatNumber: 'GB 123 4567 89',
  yearsOfExperience: 15,
  sameDayService: true,
} as const;

/** ISO weekday numbers (1 = Monday ... 7 = Sunday) with the shop's opening and closing times. */
export const OPENING_HOURS = {
  days: [2, 3, 4, 5, 6] as readonly number[],
  opens: '11:00',
  closes: '17:30',
  summary: 'Tuesday to Saturday, 11:00 to 17:30',
  closedSummary: 'Closed Sunday and Monday',
} as const;

export function formatAddress(separator = ', '): string {
  const { line1, city, postcode } = BUSINESS.address;
  return [line1, city, postcode].join(separator);
}

export const LOYALTY = {
  pointsPerPound: 1,
  tiers: ['Bronze', 'Silver', 'Gold', 'Platinum'] as const,
} as const;
