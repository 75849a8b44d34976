// Decision 177 (issue 12, UK GDPR): closing an account blanks the holder's name and contact details on
// the copies its jobs (and their summary copies), bookings, mail-in orders and shop orders carry; a
// rerun of the strip (the AccountClosed event redelivered or retried) changes nothing.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { stripClosedAccountCopies } from '../../../functions/accounts/strip-closed-account';
import { db, tableName } from '../../../functions/data/client';
import { saveJob, type JobRecord } from '../../../functions/data/jobs';
import * as keys from '../../../functions/data/keys';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { newPerson, registerVerified, sessionFor, withSession } from '../accounts/account-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

async function partition(pk: string): Promise<Record<string, unknown>[]> {
  const { Items } = await db.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }));
  return Items ?? [];
}

async function item(key: { pk: string; sk: string }): Promise<Record<string, unknown> | undefined> {
  return (await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
}

describe('closing an account strips the name from the copies', () => {
  it('leaves no name, email or phone on the job, its copies, the booking and the orders; a rerun changes nothing', async () => {
    const suffix = String(Date.now()).slice(-6);
    const person = newPerson({ lastName: `Quin${suffix.replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)))}` });
    await registerVerified(person, bus.drain);
    const token = await sessionFor(person);
    const userId = (await invoke(routes.getUser, withSession(token))).body.id as string;
    const now = new Date().toISOString();
    const jobQr = `stripjob${suffix}`;
    const deviceQr = `stripdev${suffix}`;
    const job: JobRecord = {
      qrCode: jobQr,
      jobNumber: `DRS-9${suffix}`,
      status: 'Checked in',
      source: 'walk-in',
      version: 1,
      customer: { userId, firstName: person.firstName, lastName: person.lastName, phone: person.phone, email: person.email },
      device: { qrCode: deviceQr, make: 'Apple', model: 'iPhone 13', type: 'phone' },
      fault: 'Cracked screen',
      openedAt: now,
      updatedAt: now,
    } as JobRecord;
    await saveJob(null, job);
    const contact = { name: `${person.firstName} ${person.lastName}`, phone: person.phone, email: person.email };
    const bookingRef = `BK${suffix}`;
    const mailInRef = `MI${suffix}`;
    const orderId = `01STRIPORDER${suffix}`.padEnd(26, '0');
    const address = { name: contact.name, line1: '1 Donegall Place', city: 'Belfast', postcode: 'BT1 5AD' };
    const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: tableName, Item }));
    await put({ ...keys.booking(bookingRef), ...keys.bookingByUser(userId, now, bookingRef), type: 'Booking', reference: bookingRef, userId, contact, problem: 'Battery', slotStart: now });
    await put({ ...keys.mailInOrder(mailInRef), ...keys.mailInOrderByUser(userId, now, mailInRef), type: 'MailInOrder', reference: mailInRef, userId, contact, returnAddress: address, createdAt: now });
    await put({ ...keys.shopOrder(orderId), ...keys.shopOrderByUser(userId, now, orderId), type: 'ShopOrder', id: orderId, userId, email: person.email, firstName: person.firstName, address, createdAt: now });

    const closed = await invoke(routes.closeMyAccount, { body: { password: person.password, confirm: 'CLOSE' }, ...withSession(token) });
    await bus.drain();
    expect(closed.status).toBe(200);

    const everything = async () => ({
      job: await partition(keys.jobPartition(jobQr)),
      device: await partition(keys.devicePartition(deviceQr)),
      user: await partition(keys.user(userId).pk),
      booking: await item(keys.booking(bookingRef)),
      mailIn: await item(keys.mailInOrder(mailInRef)),
      order: await item(keys.shopOrder(orderId)),
      nameTerms: (await partition(`JOB_SEARCH#${person.lastName.toLowerCase().slice(0, 3)}`)).filter((i) => String(i.sk).endsWith(jobQr)),
    });
    const after = await everything();
    const text = JSON.stringify(after);
    expect(after.job.length).toBeGreaterThan(0);
    expect(after.device.length).toBeGreaterThan(0);
    expect(after.booking).toBeDefined();
    expect(after.mailIn).toBeDefined();
    expect(after.order).toBeDefined();
    expect(after.nameTerms).toEqual([]);
    for (const personal of [person.firstName, person.lastName, person.email, person.phone]) expect(text).not.toContain(personal);
    expect(after.user.find((i) => i.sk === 'CLOSED')).toMatchObject({ copiesStrippedAt: expect.any(String) });

    await stripClosedAccountCopies(userId, new Date());
    expect(await everything()).toEqual(after);
  });
});
