// Steps of the admin security end-to-end tests: an admin account written straight into the stack's
// DynamoDB Local through the repositories (the e2e stack seeds nothing, and nobody can register as
// an admin), the dialog's controls, and moving a browser session's last activity into the past.
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { RoleId } from '../../../shared/staff/roles';
import { newPerson, type Person } from '../accounts/accounts-e2e';

export const FIRST_PASSCODE = '318642';

let repositories: Promise<{
  createUser: typeof import('../../../functions/data/users').createUser;
  setInitialPasscode: typeof import('../../../functions/data/admin-security').setInitialPasscode;
  hashPassword: typeof import('../../../functions/lib/passwords').hashPassword;
  db: typeof import('../../../functions/data/client').db;
  keys: typeof import('../../../functions/data/keys');
}> | null = null;

/** The functions' modules read their environment once, at import: point them at the stack first. */
function functionsModules() {
  repositories ??= (async () => {
    Object.assign(process.env, { STAGE: 'test', TABLE_NAME: inject('tableName'), DYNAMODB_ENDPOINT: inject('dynamoEndpoint'), LOG_LEVEL: 'SILENT' });
    const [users, security, passwords, client, keys] = await Promise.all([
      import('../../../functions/data/users'),
      import('../../../functions/data/admin-security'),
      import('../../../functions/lib/passwords'),
      import('../../../functions/data/client'),
      import('../../../functions/data/keys'),
    ]);
    return {
      createUser: users.createUser,
      setInitialPasscode: security.setInitialPasscode,
      hashPassword: passwords.hashPassword,
      db: client.db,
      keys,
    };
  })();
  return repositories;
}

export interface E2eAdmin extends Person {
  userId: string;
}

/** An admin (the owner, or a member of staff with that role) with FIRST_PASSCODE as the passcode generated at first start. */
export async function createAdmin(staffRole?: RoleId): Promise<E2eAdmin> {
  const { createUser, setInitialPasscode, hashPassword } = await functionsModules();
  const person = newPerson();
  const user = await createUser({ ...person, passwordHash: await hashPassword(person.password), role: 'admin', ...(staffRole ? { staffRole } : {}), emailVerified: true });
  await setInitialPasscode(user.id, await hashPassword(FIRST_PASSCODE), new Date());
  return { ...person, userId: user.id };
}

/** As if the admin had left the browser alone for an hour: the session's activity moves back. */
export async function idleForAnHour(context: BrowserContext, admin: E2eAdmin): Promise<void> {
  const { db, keys } = await functionsModules();
  const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
  const cookie = (await context.cookies(inject('baseUrl'))).find((c) => c.name === 'drs_session');
  if (!cookie) throw new Error('The browser has no session cookie');
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const tableName = inject('tableName');
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.session(createHash('sha256').update(cookie.value).digest('hex')),
      // The session's copy of the settings (decision 065) must forget when the timeout was switched on too.
      UpdateExpression: 'SET lastActivityAt = :hourAgo, createdAt = :hourAgo REMOVE #timeout.timeoutEnabledAt',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#timeout': 'timeout' },
      ExpressionAttributeValues: { ':hourAgo': hourAgo },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.adminSecurity(admin.userId),
      UpdateExpression: 'REMOVE timeoutEnabledAt',
    }),
  );
}

/** Opens the admin timeout dialog from the account menu's Timeout Settings item. */
export async function openTimeoutSettings(page: Page, admin: Pick<Person, 'username'>) {
  await page.getByRole('button', { name: `Account menu for ${admin.username}` }).click();
  await page.getByRole('menuitem', { name: 'Timeout Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Admin Timeout Settings' });
  await dialog.getByRole('button', { name: 'Save' }).waitFor();
  return dialog;
}
