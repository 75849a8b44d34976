// The site's default title and description, built from the business facts. Page titles use them;
// index.html carries the same text for crawlers, and a unit test keeps the two equal.
import { BUSINESS } from '../../../shared/business';

export const SITE_TITLE = `${BUSINESS.name} | Phone, Tablet & Console Repairs in ${BUSINESS.address.city}`;

export const SITE_DESCRIPTION =
  `${BUSINESS.name} repairs phones, tablets and games consoles in ${BUSINESS.address.city}: screens, batteries, ` +
  `charging ports, water damage and data transfer. Same-day service and a ${BUSINESS.warrantyMonths}-month warranty.`;

/** A page's document title: its own name first, then the site's. */
export function pageTitle(name?: string): string {
  return name ? `${name} | ${BUSINESS.name}` : SITE_TITLE;
}
