// The till's scan field with a customer's card (decision 207): the card's code (the customer record's
// QR code, decision 113) answers the customer to choose for the sale, a job's ticket still answers the
// repair, and a code that is neither is a 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { newQrCode } from '../../../functions/repairs/qr-codes';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';

let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInUser('admin');
});

const lookup = (code: string) => invoke(routes.lookupTillItem, { ...admin.as, query: { code } });

describe("a customer's card at the till", () => {
  it('answers the customer whose card it is, by the bare code or a link ending in it', async () => {
    const customer = (await createCustomerRecord(admin, { firstName: 'Nuala', lastName: 'Kearney' })).body;

    const scanned = await lookup(customer.qrCode);
    const linked = await lookup(`https://example.com/customer-details/${customer.qrCode}`);

    expect(scanned.status).toBe(200);
    expect(scanned.body).toEqual({ kind: 'customer', customerQr: customer.qrCode, customerName: 'Nuala Kearney' });
    expect(linked.body).toEqual(scanned.body);
  });

  it("still answers a job's ticket with the repair, and a code of nothing with a 404", async () => {
    const customer = (await createCustomerRecord(admin)).body;
    const job = await openWalkIn(admin, { customerQr: customer.qrCode });
    const unknown = newQrCode();

    const ticket = await lookup(job.qrCode);
    const nothing = await lookup(unknown);

    expect(ticket.body).toMatchObject({ kind: 'repair', jobQr: job.qrCode, customerQr: customer.qrCode });
    expect(nothing.status).toBe(404);
    expect(nothing.body.message).toBe(`Nothing at the till matches ${unknown}.`);
  });
});
