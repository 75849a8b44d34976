// Demo data for `npm start`, written idempotently: the shop's business facts, an admin account and a
// demo customer with a few repairs. Account passwords come from ADMIN_PASSWORD / DEMO_PASSWORD or are generated; they
// are returned only when the account is created, so the caller prints them once. The admin's timeout
// passcode likewise comes from ADMIN_PASSCODE or is generated, and is returned only when it is set.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { BUSINESS, OPENING_HOURS } from '../../shared/business';
import { db, tableName } from '../../functions/data/client';
import * as keys from '../../functions/data/keys';
import { provisionInitialPasscode } from '../../functions/admin-security/initial-passcode';
import { createUser, DuplicateUserError, findUserIdBy } from '../../functions/data/users';
import { hashPassword } from '../../functions/lib/passwords';
import { unmetPasswordRequirements } from '../../shared/schemas/password-policy';
import type { Role } from '../../shared/schemas/user';
import type { StaffRoleId } from '../../shared/staff/roles';
import { generatePassword } from './generate-password';
import { backfillCustomerRecords } from './backfill-customer-records';
import { backfillNameTerms } from './backfill-name-terms';
import { seedContent } from './seed-content';
import { seedDemoRepairs, seedWalkInCustomers } from './seed-repairs';
import { seedShopCatalogue } from './seed-shop';
import { seedLoyaltyMembers } from './seed-loyalty';
import { closeReportMonths } from '../../functions/reports/close-report-months';
import { seedReports } from './seed-reports';
import { seedBookingOutcomes } from './seed-booking-outcomes';
import { seedFamilyGroup, seedRewards } from './seed-rewards';
import { seedSuppliers } from './seed-suppliers';
import { seedTillSales } from './seed-till-sales';
import { backfillPurchaseRows } from './backfill-purchase-rows';
import { asDemoData } from './as-demo-data';

export interface SeededAccount {
  role: Role;
  /** A member of staff's role, for the printed list. */
  staffRole?: StaffRoleId;
  username: string;
  email: string;
  /** Set only when this run created the account. */
  newPassword?: string;
  /** Admins: set only when this run gave the admin their first inactivity timeout passcode. */
  newPasscode?: string;
}

interface DemoAccount {
  role: Role;
  staffRole?: StaffRoleId;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  phone: string;
  passwordFromEnv?: string;
  envVar: string;
}

const DEMO_STAFF: readonly [StaffRoleId, string, string, string][] = [
  ['manager', 'Niall', 'Quinn', 'demo_manager'],
  ['front-desk', 'Orla', 'Kelly', 'demo_frontdesk'],
  ['technician', 'Ruairí', 'Byrne', 'demo_technician'],
];

export function seedDemoData(passwords: { admin?: string; demo?: string; adminPasscode?: string }): Promise<SeededAccount[]> {
  return asDemoData(() => seedAll(passwords));
}

async function seedAll(passwords: { admin?: string; demo?: string; adminPasscode?: string }): Promise<SeededAccount[]> {
  await seedShopProfile();
  await seedShopCatalogue();
  await seedSuppliers();
  await seedContent(new Date());
  const accounts: DemoAccount[] = [
    {
      role: 'admin',
      firstName: 'Shop',
      lastName: 'Admin',
      username: 'admin',
      email: 'admin@devicedrs.co.uk',
      // Ofcom's drama range: a number that can never reach a real person.
      phone: '07700900001',
      passwordFromEnv: passwords.admin,
      envVar: 'ADMIN_PASSWORD',
    },
    // The owner's staff, one of each built-in role (decision 254); their passwords follow DEMO_PASSWORD.
    ...DEMO_STAFF.map(([staffRole, firstName, lastName, username], i) => ({
      role: 'admin' as const,
      staffRole,
      firstName,
      lastName,
      username,
      email: `${username.replace('demo_', '')}@devicedrs.co.uk`,
      phone: `0770090005${i}`,
      passwordFromEnv: passwords.demo,
      envVar: 'DEMO_PASSWORD',
    })),
    {
      role: 'customer',
      firstName: 'Aoife',
      lastName: 'Murphy',
      username: 'demo_customer',
      email: 'aoife.murphy@example.com',
      phone: '07700900002',
      passwordFromEnv: passwords.demo,
      envVar: 'DEMO_PASSWORD',
    },
  ];
  const seeded: SeededAccount[] = [];
  for (const account of accounts) {
    const summary = await seedAccount(account);
    seeded.push(account.role === 'admin' ? await seedPasscode(summary, passwords.adminPasscode) : summary);
    // The demo repairs come with the demo customer, once.
    if (account.role === 'customer' && summary.newPassword) await seedDemoRepairs((await findUserIdBy('username', account.username))!);
  }
  await backfillCustomerRecords();
  await seedWalkInCustomers();
  await seedLoyaltyMembers();
  await seedReports(new Date());
  await seedBookingOutcomes(new Date());
  await seedRewards();
  await seedFamilyGroup('demo_customer');
  await seedTillSales(new Date());
  // Purchases issued before the Purchases page (decision 295) join their holders' pages.
  await backfillPurchaseRows();
  // Jobs and records from before the full-name search terms (decision 360) get them.
  await backfillNameTerms();
  // The report months already over are closed, as the nightly job closes them (decision 388).
  await closeReportMonths(new Date());
  return seeded;
}

/** An existing admin without a passcode (data from before issue 4) gets one too. */
async function seedPasscode(account: SeededAccount, fromEnv: string | undefined): Promise<SeededAccount> {
  const userId = await findUserIdBy('username', account.username);
  if (!userId) throw new Error(`The seeded admin ${account.username} is missing`);
  const passcode = await provisionInitialPasscode(userId, fromEnv, new Date());
  return passcode ? { ...account, newPasscode: passcode } : account;
}

async function seedShopProfile(): Promise<void> {
  await db
    .send(
      new PutCommand({
        TableName: tableName,
        Item: { ...keys.shopProfile(), type: 'ShopProfile', ...BUSINESS, openingHours: OPENING_HOURS, updatedAt: new Date().toISOString() },
        // Seeded once; after that the admin's edits win.
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    )
    .catch((error: unknown) => {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    });
}

async function seedAccount(account: DemoAccount): Promise<SeededAccount> {
  const summary = { role: account.role, staffRole: account.staffRole, username: account.username, email: account.email };
  if (await findUserIdBy('username', account.username)) return summary;
  const password = account.passwordFromEnv ?? generatePassword();
  const unmet = unmetPasswordRequirements(password, account);
  if (unmet.length) throw new Error(`${account.envVar} does not meet the password policy: ${unmet.join(', ')}`);
  try {
    await createUser({
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phone: account.phone,
      username: account.username,
      passwordHash: await hashPassword(password),
      role: account.role,
      ...(account.staffRole ? { staffRole: account.staffRole } : {}),
      emailVerified: true,
    });
  } catch (error) {
    // Another start seeded it first; its password was printed there.
    if (error instanceof DuplicateUserError) return summary;
    throw error;
  }
  return { ...summary, newPassword: password };
}
