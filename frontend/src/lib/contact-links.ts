// Links that reach the shop: call, text chat and directions, all from the business facts.
import { BUSINESS, formatAddress } from '../../../shared/business';

export const callHref = `tel:${BUSINESS.phone.e164}`;
export const chatHref = `sms:${BUSINESS.chatNumber.e164}`;
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(
  `${BUSINESS.name}, ${formatAddress()}`,
)}`;
