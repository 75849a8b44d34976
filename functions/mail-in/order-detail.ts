// An order with what its customer needs to send the device: the shop's postal address and packing.
import { BUSINESS } from '../../shared/business';
import { MAIL_IN_PACKING_INSTRUCTIONS } from '../../shared/bookings/mail-in-rules';
import type { MailInOrder, MailInOrderDetail } from '../../shared/schemas/mail-in';

export function orderDetail(order: MailInOrder): MailInOrderDetail {
  const { line1, city, postcode } = BUSINESS.address;
  return {
    order,
    shopAddress: { name: BUSINESS.name, line1, city, postcode },
    packingInstructions: [...MAIL_IN_PACKING_INSTRUCTIONS],
  };
}
