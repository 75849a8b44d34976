// The shop's settings end to end against DynamoDB Local: each change is audited with what changed,
// a closed day gives no slots and refuses a booking, capacity comes from the settings, switched-off
// services refuse on the server with their notice, and a switched-off email is not sent.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { isOpeningDay, slotStartsOfDay, toLondon } from '../../../shared/bookings/slots';
import { defaultSettings } from '../../../shared/settings/default-settings';
import { issueInvoice } from '../../../functions/sales/issue-invoice';
import { invoicePdf } from '../../../frontend/src/lib/sales-pdf/document-pdfs';
import { useLocalBus } from '../../support/bus';
import { pdfText } from '../../support/pdf-text';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { book, bookingBody, emailsTo, signedInAdmin, signedInCustomer, type SignedIn } from '../bookings/booking-helpers';
import { addDays } from '../../../shared/dates';

// Integration files share one table: this file keeps its settings in an item of its own, so closing
// days or switching services off here never reaches another file's bookings or checkouts.
vi.mock('../../../functions/data/keys', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../functions/data/keys')>();
  return { ...original, shopSettings: () => ({ pk: 'SHOP', sk: 'SETTINGS#integration-test' }) };
});

let bus: ReturnType<typeof useLocalBus>;
let admin: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInAdmin();
});

const save = (section: string, value: unknown, who: SignedIn = admin) => invoke(routes.updateSettings, { body: { section, value }, ...who.cookies });

/** An opening day some days ahead with its first slot (slot 12 of the day: 17:00, which other files leave alone). */
function openingDayAhead(ahead: number): { day: string; start: string } {
  let day = addDays(toLondon(new Date()).day, ahead);
  while (!isOpeningDay(day)) day = addDays(day, 1);
  return { day, start: slotStartsOfDay(day)[12]! };
}

describe('GET and PUT /api/admin/settings', () => {
  it('gives the defaults of shared/business.ts before any change, to admins only', async () => {
    const customer = await signedInCustomer();

    const read = await invoke(routes.getSettings, admin.cookies);

    expect(read.status).toBe(200);
    expect(read.body).toMatchObject(defaultSettings());
    expect((await invoke(routes.getSettings, customer.cookies)).status).toBe(403);
    expect((await invoke(routes.getSettings)).status).toBe(401);
  });

  it('refuses bad values with the field’s message and changes nothing', async () => {
    const bad = await save('invoices', { vatNumber: '12345', invoiceFooter: '' });
    const noNotice = await save('siteFunctions', { ...defaultSettings().siteFunctions, shop: { open: false, notice: '  ' } });

    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Enter a UK VAT number: GB and 9 digits, like GB 123 4567 89');
    expect(noNotice.status).toBe(400);
    expect(JSON.stringify(noNotice.body)).toContain('Write the notice visitors see while it is off');
    expect((await invoke(routes.getSettings, admin.cookies)).body.invoices.vatNumber).toBe(defaultSettings().invoices.vatNumber);
  });

  it('saves a section, normalises the VAT number and records who changed what', async () => {
    const result = await save('invoices', { vatNumber: 'gb987654321', invoiceFooter: 'Registered in Northern Ireland NI123456' });
    await bus.drain();

    expect(result.status).toBe(200);
    expect(result.body.invoices).toEqual({ vatNumber: 'GB 987 6543 21', invoiceFooter: 'Registered in Northern Ireland NI123456' });
    expect(result.body.updatedBy).toBe(`${admin.person.firstName} ${admin.person.lastName.slice(0, 1)}.`);
    const log = await readLog(admin.token, { user: admin.userId });
    const change = log.find((entry) => entry.action === 'settings_changed');
    expect(change?.details).toBe(
      'Invoices: invoiceFooter "Thank you for choosing Device DRS." -> "Registered in Northern Ireland NI123456"; vatNumber "GB 123 4567 89" -> "GB 987 6543 21"',
    );
    expect(log.some((entry) => entry.action === 'admin_write' && entry.request?.route === 'UpdateSettings')).toBe(true);
  });

  it('puts the saved VAT number and footer on the next invoice issued, and its PDF prints them', async () => {
    await save('invoices', { vatNumber: 'GB 555 1234 99', invoiceFooter: 'Company number NI654321' });

    const { document } = await issueInvoice({
      issuedAt: new Date().toISOString(),
      source: { kind: 'till', saleId: 'settings-test' },
      lines: [{ lineId: 'L1', kind: 'custom', description: 'Screen protector fitting', quantity: 1, unitPence: 1200, discountPence: 0, netPence: 1200 }],
      subtotalPence: 1200,
      discountPence: 0,
      totalPence: 1200,
      vat: { ratePercent: 20, netPence: 1000, vatPence: 200, grossPence: 1200 },
      payments: [{ method: 'cash', amountPence: 1200 }],
    });
    const text = pdfText(await invoicePdf(document));

    expect(document.seller).toEqual({ vatNumber: 'GB 555 1234 99', footer: 'Company number NI654321' });
    expect(text).toContain('VAT number GB 555 1234 99');
    expect(text).toContain('Company number NI654321');
    await save('invoices', defaultSettings().invoices);
  });
});

describe('bookings follow the settings', () => {
  it('gives no slots on a one-off closure and refuses a booking there with the reason', async () => {
    const { day, start } = openingDayAhead(5);
    const hours = { ...defaultSettings().hours, closures: [{ day, reason: 'Staff training' }] };
    expect((await invoke(routes.listBookingSlots, { query: { from: day } })).body.slots.length).toBeGreaterThan(0);

    expect((await save('hours', hours)).status).toBe(200);
    const slots = await invoke(routes.listBookingSlots, { query: { from: day } });
    const refused = await book(bookingBody(start));

    expect(slots.body.slots).toEqual([]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('We are closed that day (Staff training). Please choose another day.');
    const status = await invoke(routes.getSiteStatus);
    expect(status.body.upcomingClosures).toContainEqual({ day, reason: 'Staff training' });
    await save('hours', defaultSettings().hours);
  });

  it('takes as many bookings per slot as the settings say', async () => {
    const { start } = openingDayAhead(9);
    expect((await save('bookings', { slotCapacity: 1 })).status).toBe(200);

    const first = await book(bookingBody(start));
    const second = await book(bookingBody(start));

    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    await save('bookings', defaultSettings().bookings);
  });

  it('does not send a switched-off email, and sends it again once switched back on', async () => {
    const { start } = openingDayAhead(13);
    await save('emails', { ...defaultSettings().emails, 'booking-confirmed': false });
    const quiet = bookingBody(start);
    await book(quiet);
    // The switch applies when the mail consumer sends: let it run before switching back on.
    await bus.drain();
    await save('emails', defaultSettings().emails);
    const loud = bookingBody(start);
    await book(loud);
    await bus.drain();

    expect(await emailsTo(quiet.contact.email, 'booking-confirmed')).toHaveLength(0);
    expect(await emailsTo(loud.contact.email, 'booking-confirmed')).toHaveLength(1);
  });
});

describe('site functions switched off', () => {
  it('refuse bookings, mail-in orders and checkout on the server with the notice, and say so in the site status', async () => {
    const customer = await signedInCustomer();
    const notice = (what: string) => `${what} are paused while we move premises. Back on Monday.`;
    const off = {
      shop: { open: false, notice: notice('Online orders') },
      bookings: { open: false, notice: notice('Bookings') },
      mailIn: { open: false, notice: notice('Mail-in repairs') },
    };
    const { day, start } = openingDayAhead(17);

    expect((await save('siteFunctions', off)).status).toBe(200);
    const booking = await book(bookingBody(start));
    const slots = await invoke(routes.listBookingSlots, { query: { from: day } });
    const mailIn = await invoke(routes.createMailInOrder, {
      body: {
        device: { type: 'console', make: 'Nintendo', model: 'Switch OLED', serial: 'XTW70012345678' },
        problem: 'Left Joy-Con rail does not charge the controller',
        returnAddress: { name: 'Siobhán O’Neill', line1: '12 Lisburn Road', city: 'Belfast', postcode: 'BT9 6AB' },
      },
      ...customer.cookies,
    });
    const checkout = await invoke(routes.startCheckout, { body: { fulfilment: 'collect' }, ...customer.cookies });
    const byStaff = await book(bookingBody(start), admin.cookies);
    const status = await invoke(routes.getSiteStatus);

    expect(booking.status).toBe(409);
    expect(booking.body.message).toBe(notice('Bookings'));
    expect(slots.body).toMatchObject({ slots: [], closedNotice: notice('Bookings') });
    expect(mailIn.status).toBe(409);
    expect(mailIn.body.message).toBe(notice('Mail-in repairs'));
    expect(checkout.status).toBe(409);
    expect(checkout.body.message).toBe(notice('Online orders'));
    expect(byStaff.status).toBe(201);
    expect(status.body.services).toEqual({
      shop: { open: false, notice: notice('Online orders') },
      bookings: { open: false, notice: notice('Bookings') },
      mailIn: { open: false, notice: notice('Mail-in repairs') },
    });

    expect((await save('siteFunctions', defaultSettings().siteFunctions)).status).toBe(200);
    expect((await book(bookingBody(start))).status).toBe(201);
  });
});

describe('GET /api/admin/check', () => {
  it('reports the table reachable, a bus ping delivered once its consumer stored it, the last events and the day’s emails', async () => {
    const ping = await invoke(routes.pingEventBus, admin.cookies);
    expect(ping.status).toBe(202);
    const query = { pingId: ping.body.pingId, pingAt: ping.body.pingAt };
    await bus.drain();

    const health = await invoke(routes.getSystemHealth, { query, ...admin.cookies });

    expect(health.status).toBe(200);
    expect(health.body.table.reachable, JSON.stringify(health.body.table)).toBe(true);
    expect(health.body.ping).toEqual({ delivered: true });
    // The newest ten audit records: the ping's, unless ten newer ones (other files' admin writes,
    // stamped as they happen) have pushed it out.
    const events: { at: string; action: string }[] = health.body.lastEvents;
    const pushedOut = events.length === 10 && events.every((e) => e.at >= query.pingAt);
    expect(events.some((e) => e.action === 'health_check') || pushedOut, JSON.stringify(events)).toBe(true);
    // Earlier tests in this file sent booking emails and skipped one switched off.
    expect(health.body.last24Hours.emailsSent).toBeGreaterThan(0);
    expect(health.body.last24Hours.emailsSwitchedOff).toBeGreaterThan(0);
  });

  it('says a ping not yet stored is not delivered, and refuses a malformed ping id', async () => {
    const never = await invoke(routes.getSystemHealth, { query: { pingId: '01KAAAAAAAAAAAAAAAAAAAAAAA', pingAt: new Date().toISOString() }, ...admin.cookies });
    const bad = await invoke(routes.getSystemHealth, { query: { pingId: 'x' }, ...admin.cookies });

    expect(never.body.ping).toEqual({ delivered: false });
    expect(bad.status).toBe(400);
  });
});
