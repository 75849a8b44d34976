// Rewards and family groups in Chromium, as issue 16's "done when": a family group pools tier
// progress (decision 155): two Bronze members join from the emailed link and are both Silver while in
// the group, with their balances their own, and back to Bronze after leaving; staff keep a reward in
// the catalogue and a member redeems it at online checkout, paying less and spending the points.
// /customer-details, /admin/family-groups, /admin/loyalty and checkout pass axe.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loyaltyRoutes } from '../../../shared/api/routes/loyalty';
import { shopRoutes } from '../../../shared/api/routes/shop';
import { ean13 } from '../../../shared/schemas/shop/ean13';
import { closeContexts, sharedBrowser } from '../../support/browser';
import { addSignedInSession } from '../support/signed-in-session';
import { accountMenu, baseUrl, createVerifiedAccount, linkOf, newPage, newPerson, submitLogin, toastTitled, waitForEmail, type Person } from '../accounts/accounts-e2e';
import { createAdmin, type E2eAdmin } from '../admin-security/admin-e2e';
import { apiAs, pathOf, sessionCookie } from '../customer-repairs/customer-e2e';

// Evaluated rather than added as a <script>: the site's CSP rightly refuses inline scripts.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let browser: Browser;
let admin: E2eAdmin;
let staff: string;
let adminContext: BrowserContext;
let adminPage: Page;

/** The ledger, pointed at the stack's table: earned points as a repair paid at the till would give. */
async function earn(cookie: string, points: number): Promise<void> {
  Object.assign(process.env, { STAGE: 'test', TABLE_NAME: inject('tableName'), DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), LOG_LEVEL: 'SILENT' });
  const { awardPoints } = await import('../../../functions/loyalty/points-ledger');
  const user = await apiAs(cookie, 'GET', '/api/user');
  await awardPoints({ userId: String(user.id), key: `e2e:${ulid()}`, points, source: { type: 'sale', id: ulid() }, description: 'E2E repair', at: new Date() });
}

async function myLoyalty(cookie: string) {
  return (await apiAs(cookie, 'GET', pathOf(loyaltyRoutes.getMyLoyalty))) as { balance: number; tier: string; qualifyingPoints: number };
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations).toEqual([]);
}

async function customer(name: Partial<Person> = {}): Promise<{ person: Person; cookie: string; page: Page; context: BrowserContext }> {
  const person = await createVerifiedAccount(newPerson(name));
  const cookie = await sessionCookie(person.email, person.password);
  const { page, context } = await newPage(browser);
  await addSignedInSession(context, baseUrl, cookie);
  return { person, cookie, page, context };
}

beforeAll(async () => {
  browser = await sharedBrowser();
  admin = await createAdmin();
  staff = await sessionCookie(admin.username, admin.password);
  ({ context: adminContext, page: adminPage } = await newPage(browser));
  // The prerendered /auth form submits natively if clicked before the app takes over: wait for it.
  await adminPage.goto(`${baseUrl}/auth`, { waitUntil: 'networkidle' });
  await submitLogin(adminPage, admin.email, admin.password);
  await accountMenu(adminPage, admin).waitFor();
});

afterAll(async () => {
  await adminContext.close();
  await closeContexts(browser);
});

describe('family groups', () => {
  it('two Bronze members pool their points into Silver while in a group, keep their own balances, and leave with them', async () => {
    const owner = await customer({ firstName: 'Róisín', lastName: 'Quinn' });
    const member = await customer({ firstName: 'Cathal', lastName: 'Quinn' });
    await earn(owner.cookie, 100);
    await earn(member.cookie, 100);
    expect(await myLoyalty(member.cookie)).toMatchObject({ tier: 'Bronze', qualifyingPoints: 100 });

    await owner.page.goto(`${baseUrl}/customer-details`);
    const section = owner.page.getByRole('region', { name: 'Family group' });
    await section.getByLabel('Group name').fill('The Quinns');
    await section.getByRole('button', { name: 'Start a family group' }).click();
    await section.getByRole('heading', { name: 'The Quinns' }).waitFor();
    await section.getByLabel('Invite by email').fill(member.person.email);
    await section.getByRole('button', { name: 'Send invitation' }).click();
    await toastTitled(owner.page, `Invitation sent to ${member.person.email}`).waitFor();
    await section.getByRole('button', { name: `Withdraw invitation to ${member.person.email}` }).waitFor();
    await expectNoAxeViolations(owner.page);

    const link = linkOf(await waitForEmail(member.person.email, 'family-invitation'));
    await member.page.goto(link);
    await member.page.getByRole('button', { name: 'Join the family group' }).click();
    await toastTitled(member.page, 'You joined The Quinns').waitFor();
    const memberSection = member.page.getByRole('region', { name: 'Family group' });
    await memberSection.getByText('Róisín Quinn').waitFor();
    expect(new URL(member.page.url()).search).toBe('');
    await expectNoAxeViolations(member.page);

    expect(await myLoyalty(member.cookie)).toMatchObject({ tier: 'Silver', qualifyingPoints: 200, balance: 100 });
    expect(await myLoyalty(owner.cookie)).toMatchObject({ tier: 'Silver', qualifyingPoints: 200, balance: 100 });

    await adminPage.goto(`${baseUrl}/admin/family-groups`);
    await adminPage.getByRole('button', { name: 'Manage The Quinns' }).first().click();
    await adminPage.getByRole('heading', { name: 'The Quinns', level: 2 }).waitFor();
    await adminPage.getByText(member.person.email).waitFor();
    await expectNoAxeViolations(adminPage);

    await memberSection.getByRole('button', { name: 'Leave the group' }).click();
    await member.page.getByRole('dialog').getByRole('button', { name: 'Leave' }).click();
    await toastTitled(member.page, 'You left the family group').waitFor();
    await memberSection.getByRole('button', { name: 'Start a family group' }).waitFor();
    expect(await myLoyalty(member.cookie)).toMatchObject({ tier: 'Bronze', qualifyingPoints: 100, balance: 100 });
    expect(await myLoyalty(owner.cookie)).toMatchObject({ tier: 'Bronze', qualifyingPoints: 100 });
    await owner.context.close();
    await member.context.close();
  });
});

describe('rewards', () => {
  it('staff add a reward; a member redeems it at checkout, pays less, and the points are spent', async () => {
    const rewardName = `£4 off a shop order ${ulid().slice(-5)}`;
    await adminPage.goto(`${baseUrl}/admin/loyalty`);
    await adminPage.getByRole('button', { name: 'Add a reward' }).click();
    await adminPage.getByLabel('Reward name').fill(rewardName);
    await adminPage.getByLabel('Points cost').fill('80');
    await adminPage.getByLabel('Value (£)').fill('4.00');
    await adminPage.getByText('A shop product').click();
    await adminPage.getByRole('button', { name: 'Save reward' }).click();
    await adminPage.getByRole('cell', { name: rewardName, exact: true }).waitFor();
    await expectNoAxeViolations(adminPage);

    const n = `${Date.now()}`.slice(-9);
    const product = await apiAs(staff, 'POST', pathOf(shopRoutes.createProduct), {
      name: `E2E cable ${n}`,
      slug: `e2e-cable-${n}`,
      category: 'chargers-and-cables',
      description: 'A cable for the rewards journey.',
      images: [],
      pricePence: 2999,
      sku: `E2R-${n}`,
      barcode: ean13(`291${n}`),
      compatibleModels: ['iPhone 15'],
      lowStockThreshold: 1,
      published: true,
      serialised: false,
    });
    await apiAs(staff, 'POST', pathOf(shopRoutes.adjustStock, { id: String(product.id) }), { kind: 'received', quantity: 2, reason: 'E2E delivery', requestId: ulid() });
    const buyer = await customer();
    await earn(buyer.cookie, 100);
    await apiAs(buyer.cookie, 'PUT', pathOf(shopRoutes.setCartLine, { id: String(product.id) }), { quantity: 1 });

    await buyer.page.goto(`${baseUrl}/shop/checkout`);
    await buyer.page.getByText('You have 100 points.').waitFor();
    await buyer.page.getByLabel(/Click and collect/).check();
    await buyer.page.getByLabel(new RegExp(`${rewardName} for 80 points`)).check();
    await buyer.page.getByRole('button', { name: 'Pay £25.99' }).waitFor();
    await expectNoAxeViolations(buyer.page);
    await buyer.page.getByRole('button', { name: 'Pay £25.99' }).click();
    await buyer.page.waitForURL(/\/local-pay\//);
    await buyer.page.getByRole('button', { name: 'Pay £25.99' }).click();
    await buyer.page.waitForURL(/\/payment-success\?order=/);
    await expect.poll(() => buyer.page.getByText('Paid', { exact: true }).isVisible()).toBe(true);

    const orderId = new URL(buyer.page.url()).searchParams.get('order')!;
    await buyer.page.goto(`${baseUrl}/shop/orders/${orderId}`);
    await buyer.page.getByText(`${rewardName} (80 points)`).waitFor();
    await buyer.page.getByText('-£4.00').waitFor();
    expect(await myLoyalty(buyer.cookie)).toMatchObject({ balance: 20 });
    await buyer.context.close();
  });
});
