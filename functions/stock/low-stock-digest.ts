// The morning's low-stock digest (issue 30, decision 333): first every product's threshold is checked
// (a crossing whose event was lost, stock low before reordering existed), then each member of staff
// whose role has the inventory permission is emailed the products marked low, once a day (the email
// id names the day and the member), and only when something is low.
import { londonDay } from '../../shared/dates';
import type { LowStockItem } from '../../shared/schemas/shop/low-stock';
import { listLowStock } from '../data/low-stock';
import { listProducts } from '../data/products';
import { listStaffMembers } from '../data/staff-members';
import { listStaffRoleRecords, permissionsOf } from '../data/staff-roles';
import { requestEmail } from '../mail/request-email';
import { lowStockDigestMessage } from '../mail/templates/low-stock-digest';
import { checkProduct } from './low-stock';

/** Who is told: staff (not suspended, with an email) whose role allows viewing inventory. */
export const DIGEST_PERMISSION = 'inventory.view';

export interface DigestRun {
  date: string;
  items: LowStockItem[];
  sentTo: string[];
}

export async function sendLowStockDigest(now: Date): Promise<DigestRun> {
  const date = londonDay(now);
  for (const product of await listProducts()) await checkProduct(product, now);
  const items = await listLowStock();
  if (!items.length) return { date, items, sentTo: [] };
  const [members, roles] = await Promise.all([listStaffMembers(), listStaffRoleRecords()]);
  const recordOf = new Map(roles.map((record) => [record.id, record]));
  const recipients = members.filter((member) => !member.suspended && member.email && permissionsOf(member.staffRole, recordOf.get(member.staffRole)).includes(DIGEST_PERMISSION));
  for (const member of recipients) {
    const firstName = member.name.split(' ')[0] || member.username;
    await requestEmail('low-stock-digest', member.email!, lowStockDigestMessage({ firstName, items }), { id: `low-stock-digest:${date}:${member.userId}` });
  }
  return { date, items, sentTo: recipients.map((member) => member.email!) };
}
