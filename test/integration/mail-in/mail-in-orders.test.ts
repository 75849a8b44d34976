// Mail-in orders: placing one (with the shop's address and packing instructions), ownership, the
// state machine (allowed moves and refused ones with 409), the job opened on receipt, and the emails.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { BUSINESS } from '../../../shared/business';
import { MAIL_IN_PACKING_INSTRUCTIONS } from '../../../shared/bookings/mail-in-rules';
import { MAIL_IN_REFERENCE_PATTERN } from '../../../shared/schemas/mail-in';
import { getJob, jobsOfUser } from '../../../functions/data/jobs';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { emailsTo, signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';

const intake = { condition: 'Back glass shattered', accessories: [], passcodeGiven: true };
const orderBody = {
  device: { type: 'console', make: 'Nintendo', model: 'Switch OLED', serial: 'XTW70012345678' },
  problem: 'Left Joy-Con rail does not charge the controller',
  returnAddress: { name: 'Siobhán O’Neill', line1: '12 Lisburn Road', city: 'Belfast', postcode: 'bt96ab' },
};
let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInAdmin();
});

async function placeOrder(customer: SignedIn) {
  const result = await invoke(routes.createMailInOrder, { body: orderBody, ...customer.cookies });
  if (result.status !== 201) throw new Error(`Order failed: ${JSON.stringify(result.body)}`);
  return result.body.order.reference as string;
}

const receive = (reference: string) => invoke(routes.receiveMailInOrder, { params: { reference }, body: { intake }, ...admin.cookies });
const giveBack = (reference: string, trackingReference = 'RN 1234 5678 9GB') =>
  invoke(routes.returnMailInOrder, { params: { reference }, body: { trackingReference }, ...admin.cookies });
const cancel = (reference: string, customer: SignedIn) => invoke(routes.cancelMyMailInOrder, { params: { reference }, ...customer.cookies });

describe('POST /api/mail-in-orders', () => {
  it("places an order Awaiting device with the shop's postal address and packing instructions, and emails them", async () => {
    const customer = await signedInCustomer();

    const result = await invoke(routes.createMailInOrder, { body: orderBody, ...customer.cookies });

    expect(result.status).toBe(201);
    expect(result.body.order.reference).toMatch(MAIL_IN_REFERENCE_PATTERN);
    expect(result.body.order).toMatchObject({
      state: 'Awaiting device',
      userId: customer.userId,
      returnAddress: { postcode: 'BT9 6AB' },
      contact: { email: customer.person.email, phone: customer.person.phone },
    });
    expect(result.body.shopAddress).toEqual({ name: BUSINESS.name, line1: '27 Botanic Avenue', city: 'Belfast', postcode: 'BT7 1JG' });
    expect(result.body.packingInstructions).toEqual(MAIL_IN_PACKING_INSTRUCTIONS);
    await bus.drain();
    const [email] = await emailsTo(customer.person.email, 'mail-in-order-confirmed');
    expect(email?.text).toContain('27 Botanic Avenue, Belfast, BT7 1JG');
    expect(email?.text).toContain(MAIL_IN_PACKING_INSTRUCTIONS[0]);
    expect(email?.links[0]).toContain(`/account/mail-in-orders/${result.body.order.reference}`);
  });

  it('answers 401 to a visitor and 400 with field messages for a bad postcode or a missing return address line', async () => {
    const customer = await signedInCustomer();

    const visitor = await invoke(routes.createMailInOrder, { body: orderBody });
    const bad = await invoke(routes.createMailInOrder, {
      body: { ...orderBody, returnAddress: { ...orderBody.returnAddress, postcode: 'BT99', line1: ' ' } },
      ...customer.cookies,
    });

    expect(visitor.status).toBe(401);
    expect(bad.status).toBe(400);
    expect(bad.body.errors['returnAddress.postcode']).toEqual(['Enter a valid UK postcode']);
    expect(bad.body.errors['returnAddress.line1']).toEqual(['Address line 1 is required']);
    expect(await invoke(routes.listMyMailInOrders, customer.cookies)).toMatchObject({ status: 200, body: [] });
  });
});

describe('ownership', () => {
  it("answers 404 to another customer reading or cancelling an order, never the data", async () => {
    const owner = await signedInCustomer();
    const other = await signedInCustomer();
    const reference = await placeOrder(owner);

    const read = await invoke(routes.getMyMailInOrder, { params: { reference }, ...other.cookies });
    const cancelled = await cancel(reference, other);
    const list = await invoke(routes.listMyMailInOrders, other.cookies);

    expect(read.status).toBe(404);
    expect(read.body).toEqual({ message: 'Mail-in order not found' });
    expect(cancelled.status).toBe(404);
    expect(JSON.stringify(cancelled.body)).not.toContain(owner.person.email);
    expect(list.body).toEqual([]);
    const own = await invoke(routes.getMyMailInOrder, { params: { reference }, ...owner.cookies });
    expect(own.status).toBe(200);
    expect(own.body.order.state).toBe('Awaiting device');
  });

  it('answers 403 to a customer on the shop’s mail-in routes', async () => {
    const customer = await signedInCustomer();
    const reference = await placeOrder(customer);

    expect((await invoke(routes.listMailInOrders, customer.cookies)).status).toBe(403);
    expect((await invoke(routes.receiveMailInOrder, { params: { reference }, body: { intake }, ...customer.cookies })).status).toBe(403);
  });
});

describe('state machine', () => {
  it('goes Awaiting device -> Received (one job opened) -> Returned with a tracking reference, emailing each step', async () => {
    const customer = await signedInCustomer();
    const reference = await placeOrder(customer);

    const queued = await invoke(routes.listMailInOrders, { query: { state: 'Awaiting device' }, ...admin.cookies });
    const received = await receive(reference);
    const receivedQueue = await invoke(routes.listMailInOrders, { query: { state: 'Received' }, ...admin.cookies });
    const returned = await giveBack(reference);

    expect(queued.body.map((o: { reference: string }) => o.reference)).toContain(reference);
    expect(received.status).toBe(200);
    expect(received.body.order).toMatchObject({ state: 'Received', jobQrCode: received.body.jobQrCode, jobNumber: received.body.jobNumber });
    const job = await getJob(received.body.jobQrCode);
    expect(job).toMatchObject({ source: 'mail-in', sourceRef: reference, status: 'Checked in', customer: { userId: customer.userId } });
    expect(job?.device).toMatchObject({ make: 'Nintendo', model: 'Switch OLED', type: 'console' });
    expect(await jobsOfUser(customer.userId)).toHaveLength(1);
    expect(receivedQueue.body.map((o: { reference: string }) => o.reference)).toContain(reference);
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ state: 'Returned', trackingReference: 'RN 1234 5678 9GB' });
    const awaitingNow = await invoke(routes.listMailInOrders, { ...admin.cookies });
    expect(awaitingNow.body.map((o: { reference: string }) => o.reference)).not.toContain(reference);
    const returnedQueue = await invoke(routes.listMailInOrders, { query: { state: 'Returned' }, ...admin.cookies });
    expect(returnedQueue.body[0].reference).toBe(reference);
    await bus.drain();
    expect(await emailsTo(customer.person.email, 'mail-in-received')).toHaveLength(1);
    const [returnedEmail] = await emailsTo(customer.person.email, 'mail-in-returned');
    expect(returnedEmail?.text).toContain('RN 1234 5678 9GB');
  });

  it('refuses to return an order whose device has not arrived, and to receive one twice (409, no second job)', async () => {
    const customer = await signedInCustomer();
    const reference = await placeOrder(customer);

    const early = await giveBack(reference);
    const first = await receive(reference);
    const second = await receive(reference);

    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This mail-in order is still awaiting the device, so it cannot be marked as returned.');
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe('This mail-in order is already received, so it cannot be marked as received.');
    expect(await jobsOfUser(customer.userId)).toHaveLength(1);
  });

  it('opens one job when the device is marked received at two screens at once', async () => {
    const customer = await signedInCustomer();
    const reference = await placeOrder(customer);

    const results = await Promise.all([receive(reference), receive(reference), receive(reference)]);

    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await jobsOfUser(customer.userId)).toHaveLength(1);
  });

  it('lets the customer cancel while awaiting the device, and then refuses receipt', async () => {
    const customer = await signedInCustomer();
    const reference = await placeOrder(customer);

    const cancelled = await cancel(reference, customer);
    const late = await receive(reference);

    expect(cancelled.status).toBe(200);
    expect(cancelled.body.state).toBe('Cancelled');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This mail-in order is cancelled, so it cannot be marked as received.');
    expect(await jobsOfUser(customer.userId)).toHaveLength(0);
  });

  it('refuses a customer cancelling once the device has arrived, and a return without a tracking reference', async () => {
    const customer = await signedInCustomer();
    const reference = await placeOrder(customer);
    await receive(reference);

    const cancelled = await cancel(reference, customer);
    const noTracking = await giveBack(reference, '  ');

    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe('This mail-in order is already received, so it cannot be cancelled.');
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.message).toBe('Tracking reference is required');
  });
});
