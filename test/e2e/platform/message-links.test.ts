// Issue 32 (item 2's rule): every link in every email and text the product sends is opened by a test
// as its recipient, and lands on a real page (not the 404 page, not the error fallback). The table
// names, for each kind of email and text, where that is done: here, for the kinds no journey opens,
// or the journey that opens them in its own story. Its type lists every kind, so a new kind of
// message does not typecheck until it has a row.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readSmsOutbox, type OutboxSms } from '../../../functions/sms/outbox-sms-transport';
import type { EmailKind, SmsKind } from '../../../shared/events';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { createVerifiedAccount, emailsTo, newPerson, PASSWORD, waitForEmail, type Person } from '../accounts/accounts-e2e';
import { adminSession, moveJob, openWalkInJob, type AdminSession, type OpenedJob } from '../admin-repairs/admin-repairs-e2e';
import { apiAs, bookFirstFreeSlot, sessionCookie } from '../customer-repairs/customer-e2e';
import { addSignedInSession } from '../support/signed-in-session';
import { clearBookingsFromThisAddress } from '../support/booking-allowance';

const baseUrl = inject('baseUrl');
const poll = { timeout: 15_000 };

/** Where a kind's links are opened by its recipient. */
type Coverage =
  | { here: true }
  /** A journey opens them: the file, which reads the kind's message and opens its link. */
  | { journey: string }
  /** It carries no link: a unit test renders it (the file named) and finds none. */
  | { noLinks: string }
  /** Its one link is built as another kind's, which is opened (the unit test named shows they are the same). */
  | { sameLinkAs: EmailKind; unit: string }
  /** Declared but sent by nothing: no sender in functions/ asks for it. */
  | { neverSent: string };

const EMAILS: Record<EmailKind, Coverage> = {
  'verify-email': { journey: 'accounts/register-and-sign-in.test.ts' },
  'confirm-new-email': { here: true },
  'email-change-requested': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'reset-password': { journey: 'accounts/session-and-password.test.ts' },
  'password-changed': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'booking-confirmed': { here: true },
  'booking-cancelled': { here: true },
  'mail-in-order-confirmed': { here: true },
  'mail-in-received': { here: true },
  'mail-in-returned': { here: true },
  'job-status': { here: true },
  'job-estimate': { journey: 'till/deposit-journey.test.ts' },
  'job-ready': { here: true },
  'order-confirmed': { journey: 'shop/shop-journey.test.ts' },
  'order-ready': { journey: 'shop/shop-journey.test.ts' },
  'order-refunded': { journey: 'shop/shop-journey.test.ts' },
  'order-dispatched': { sameLinkAs: 'order-ready', unit: 'test/unit/functions/message-links.test.ts' },
  'order-not-honoured': { sameLinkAs: 'order-ready', unit: 'test/unit/functions/message-links.test.ts' },
  'review-invitation': { journey: 'content/content-pages.test.ts' },
  'enquiry-received': { journey: 'content/content-pages.test.ts' },
  'enquiry-reply': { noLinks: 'test/unit/functions/message-links.test.ts' },
  receipt: { journey: 'loyalty/loyalty-journey.test.ts' },
  'job-claim-code': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'purchase-order': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'purchase-order-cancelled': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'loyalty-tier-changed': { journey: 'loyalty/loyalty-journey.test.ts' },
  'family-invitation': { journey: 'rewards/rewards-journey.test.ts' },
  'webhook-disabled': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'staff-invitation': { journey: 'staff/staff-page.test.ts' },
  'low-stock-digest': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'trade-in-document': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'gift-card': { noLinks: 'test/unit/functions/message-links.test.ts' },
};

/** Texts: the repair texts carry the tracking link; the others carry none (their templates have no {link}). */
const TEXTS: Record<SmsKind, Coverage> = {
  'job-status': { here: true },
  'job-estimate': { here: true },
  'job-ready': { here: true },
  'booking-confirmed': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'booking-cancelled': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'mail-in-received': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'mail-in-returned': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'phone-verification': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'job-claim-code': { noLinks: 'test/unit/functions/message-links.test.ts' },
  'family-invitation': { neverSent: 'declared for family groups; the invitation goes by email' },
};

const LINK = /https?:\/\/\S+/g;

let browser: Browser;
let shop: AdminSession;

// This file books online: it starts with this address's bookings of the hour cleared.
beforeAll(clearBookingsFromThisAddress);

beforeAll(async () => {
  browser = await sharedBrowser();
  shop = await adminSession();
});

afterAll(async () => {
  await closeContexts(browser);
});

/**
 * Opens the link in a browser of its own, signed in as `recipient` or not, and answers what the page
 * showed: its main heading, or the 404 page's or the error fallback's.
 */
async function openAs(link: string, recipient: Person | null): Promise<{ heading: string; path: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-GB', timezoneId: 'Europe/London' });
  try {
    if (recipient) await addSignedInSession(context, baseUrl, await sessionCookie(recipient.email, recipient.password));
    const page = await context.newPage();
    await page.goto(link);
    await page.waitForLoadState('networkidle');
    const heading = page.getByRole('heading', { level: 1 }).first();
    await heading.waitFor(poll);
    const failed = await page.getByRole('heading', { name: 'Something went wrong' }).count();
    return { heading: failed ? 'Something went wrong' : ((await heading.textContent()) ?? '').trim(), path: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

/** Every link of a message opens a page that is neither the 404 page nor the error fallback, for each recipient. */
async function expectRealPages(links: readonly string[], recipients: readonly (Person | null)[]): Promise<void> {
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) {
    expect(link.startsWith(`${baseUrl}/`)).toBe(true);
    for (const recipient of recipients) {
      const { heading } = await openAs(link, recipient);
      expect(heading, `${link} as ${recipient ? 'the signed-in customer' : 'a visitor'}`).not.toMatch(/^(404 Page Not Found|Something went wrong)$/);
      expect(heading).not.toBe('');
    }
  }
}

async function waitForText(phone: string, kind: string): Promise<OutboxSms> {
  const to = `+44${phone.slice(1)}`;
  let found: OutboxSms | undefined;
  await expect
    .poll(async () => {
      found = (await readSmsOutbox(inject('outboxDir'))).filter((sms) => sms.to === to && sms.kind === kind).at(-1);
      return Boolean(found);
    }, poll)
    .toBe(true);
  return found!;
}

describe('links in emails and texts', () => {
  it('every kind of email and text names where its links are opened, and that journey opens them', () => {
    for (const coverage of [...Object.values(EMAILS), ...Object.values(TEXTS)]) {
      if ('journey' in coverage) {
        const source = readFileSync(join(import.meta.dirname, '..', coverage.journey), 'utf8');
        // The journey takes a message's link to open it.
        expect(source, coverage.journey).toMatch(/linkOf\(|\.links\[0\]/);
      }
      const unit = 'noLinks' in coverage ? coverage.noLinks : 'unit' in coverage ? coverage.unit : undefined;
      if (unit) expect(readFileSync(join(import.meta.dirname, '..', '..', '..', unit), 'utf8')).toContain('no link');
    }
    for (const [kind, coverage] of Object.entries(EMAILS)) {
      if ('journey' in coverage) expect(readFileSync(join(import.meta.dirname, '..', coverage.journey), 'utf8'), kind).toContain(`'${kind}'`);
    }
    const functionsDir = join(import.meta.dirname, '..', '..', '..', 'functions');
    const senders = readdirSync(functionsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(functionsDir, file), 'utf8'))
      .filter((source) => source.includes('requestSms(') || source.includes('sendCustomerMessage('));
    for (const [kind, coverage] of Object.entries(TEXTS)) {
      if ('neverSent' in coverage) expect(senders.filter((source) => source.includes(`kind: '${kind}'`)), kind).toEqual([]);
    }
  });

  describe('a repair: its status, ready and estimate messages by email and text', () => {
    let scene: Promise<{ customer: Person; job: OpenedJob }> | undefined;
    /** A walk-in repair heard of by email and text, moved to Ready for collection; made in the first test that needs it. */
    const repair = () =>
      (scene ??= (async () => {
        const customer = await createVerifiedAccount(newPerson());
        const job = await openWalkInJob(shop, customer);
        await shop.call('PUT', `/api/admin/jobs/${job.qrCode}/message-channel`, { channel: 'both' });
        for (const status of ['Diagnosing', 'Awaiting approval', 'In repair', 'Quality check', 'Ready for collection']) await moveJob(shop, job, status);
        return { customer, job };
      })());

    it.for(['job-status', 'job-ready'] as const)('the %s email tracks the repair, for the customer signed in or not', async (kind) => {
      const { customer, job } = await repair();
      const email = await waitForEmail(customer.email, kind);

      expect(email.links).toEqual([`${baseUrl}/job/${job.qrCode}`]);
      await expectRealPages(email.links, [null, customer]);
    });

    it.for(['job-status', 'job-estimate', 'job-ready'] as const)('the %s text tracks the repair, for the customer signed in or not', async (kind) => {
      const { customer, job } = await repair();
      const text = await waitForText(customer.phone, kind);
      const links = text.text.match(LINK) ?? [];

      expect(links).toEqual([`${baseUrl}/job/${job.qrCode}`]);
      await expectRealPages(links, [null, customer]);
    });
  });

  it('a booking: the confirmation (the checklist) and the cancellation (book again)', async () => {
    const customer = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(customer.email, customer.password);
    const { reference } = await bookFirstFreeSlot(cookie, customer);
    const confirmed = await waitForEmail(customer.email, 'booking-confirmed');
    await apiAs(cookie, 'POST', `/api/bookings/${reference}/cancel`);
    const cancelled = await waitForEmail(customer.email, 'booking-cancelled');

    expect(confirmed.links).toEqual([`${baseUrl}/checklist`]);
    expect(cancelled.links).toEqual([`${baseUrl}/booking`]);
    await expectRealPages([...confirmed.links, ...cancelled.links], [null, customer]);
  });

  it('a mail-in order: confirmed, received and returned each link to the order, opened by its customer', async () => {
    const customer = await createVerifiedAccount(newPerson());
    const cookie = await sessionCookie(customer.email, customer.password);
    const created = await apiAs(cookie, 'POST', '/api/mail-in-orders', {
      device: { type: 'tablet', make: 'Samsung', model: 'Galaxy Tab S9' },
      problem: 'Screen flickers and goes black',
      returnAddress: { name: `${customer.firstName} ${customer.lastName}`, line1: '12 Lisburn Road', city: 'Belfast', postcode: 'BT9 6AB' },
    });
    const reference = String((created.order as { reference: string }).reference);
    await shop.call('POST', `/api/admin/mail-in-orders/${reference}/receive`, { intake: { condition: 'Arrived well packed', accessories: [], passcodeGiven: false } });
    await shop.call('POST', `/api/admin/mail-in-orders/${reference}/return`, { trackingReference: 'RM123456789GB' });

    const orderPage = `${baseUrl}/account/mail-in-orders/${reference}`;
    for (const kind of ['mail-in-order-confirmed', 'mail-in-received', 'mail-in-returned'] as const) {
      expect((await waitForEmail(customer.email, kind)).links, kind).toEqual([orderPage]);
    }
    await expectRealPages([orderPage], [customer]);
    // Opened signed out, the link asks for the sign-in and comes back to the order.
    const signedOut = await openAs(orderPage, null);
    expect(signedOut.path).toBe('/auth');
  });

  it('a change of email address: the new address confirms it signed in; the old one is told, with no link', async () => {
    const customer = await createVerifiedAccount(newPerson());
    const newEmail = newPerson().email;
    await apiAs(await sessionCookie(customer.email, customer.password), 'POST', '/api/user/email', { email: newEmail, password: PASSWORD });

    const confirm = await waitForEmail(newEmail, 'confirm-new-email');
    // The two emails go out as separate deliveries, so the old address's may land after the new one's.
    expect((await waitForEmail(customer.email, 'email-change-requested')).links).toEqual([]);
    expect(await emailsTo(customer.email, 'email-change-requested')).toHaveLength(1);
    expect(confirm.links).toHaveLength(1);
    expect(confirm.links[0]).toMatch(new RegExp(`^${baseUrl}/verify-email/`));
    await expectRealPages(confirm.links, [customer]);
  });
});
