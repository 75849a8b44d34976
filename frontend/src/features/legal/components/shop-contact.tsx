import { BUSINESS, formatAddress } from '../../../../../shared/business';

/** How to reach the shop about anything on a legal page: post, email, phone. */
export function ShopContact() {
  return (
    <ul>
      <li>
        By post or in person: {BUSINESS.legalName}, {formatAddress()}, {BUSINESS.address.country}
      </li>
      <li>
        By email: <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
      </li>
      <li>
        By phone: <a href={`tel:${BUSINESS.phone.e164}`}>{BUSINESS.phone.display}</a>
      </li>
    </ul>
  );
}
