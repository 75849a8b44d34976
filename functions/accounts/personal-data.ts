// Everything held about one account, gathered for the customer's download (UK GDPR right of access):
// the account, its sessions, its devices, repairs, shop customer records, bookings, mail-in orders,
// trade-ins and the audit trail about it. Each is read through its own repository; nothing secret (password hash,
// two-factor secret, recovery codes, token hashes) leaves the server.
import { UserSchema } from '../../shared/schemas/user';
import type { PersonalDataExport } from '../../shared/schemas/personal-data';
import { auditTrailOfUser } from '../data/audit-log-query';
import { listBookingsOfUser } from '../data/bookings';
import { customerRecordsOfUser } from '../data/customer-cards';
import { devicesOfUser } from '../data/devices';
import { jobsOfUser } from '../data/jobs';
import { listOrdersOfUser } from '../data/mail-in-orders';
import { sessionsOfUser, type Session } from '../data/sessions';
import { tradeInsForExport } from '../data/trade-ins';
import type { UserRecord } from '../data/users';
import { sessionView } from './session-views';

/** Table bookkeeping (keys, index keys, item type, TTL) says nothing about the person: left out. */
const BOOKKEEPING = /^(pk|sk|gsi\d+pk|gsi\d+sk|type|expiresAt|version)$/;

function readable(item: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !BOOKKEEPING.test(key)));
}

export async function personalDataOf(user: UserRecord, current: Session, now: Date): Promise<PersonalDataExport> {
  const [sessions, devices, repairs, shopRecords, bookings, mailInOrders, activity] = await Promise.all([
    sessionsOfUser(user.id, now),
    devicesOfUser(user.id),
    jobsOfUser(user.id),
    customerRecordsOfUser(user.id),
    listBookingsOfUser(user.id),
    listOrdersOfUser(user.id),
    auditTrailOfUser(user.id),
  ]);
  const ownRecords = shopRecords.filter((record) => record.userId === user.id);
  // Devices sold to the shop under the account's customer records, with the seller's ID while kept (decision 314).
  const tradeIns = (await Promise.all(ownRecords.map((record) => tradeInsForExport(record.qrCode)))).flat();
  return {
    exportedAt: now.toISOString(),
    account: UserSchema.parse(user),
    sessions: sessions.map((session) => sessionView(session, current.tokenHash)),
    devices: devices.map(readable),
    repairs: repairs.map(readable),
    shopRecords: ownRecords.map(readable),
    bookings: bookings.map(readable),
    mailInOrders: mailInOrders.map(readable),
    tradeIns: tradeIns.map(readable),
    activity: activity.map(readable),
  };
}
