// Helpers for the admin security tests: an admin account made through the repository (as the seed
// does, since nobody can register as an admin), with a known first passcode, and a signed-in session.
import { routes } from '../../../shared/api/manifest';
import { setInitialPasscode } from '../../../functions/data/admin-security';
import { createUser } from '../../../functions/data/users';
import { hashPassword } from '../../../functions/lib/passwords';
import type { LocalBus } from '../../../scripts/local/local-bus';
import { invoke } from '../../support/invoke';
import { newPerson, sessionFor, withSession, type Person } from '../accounts/account-helpers';

export const FIRST_PASSCODE = '482915';
export const MINUTE = 60 * 1000;

export interface TestAdmin {
  person: Person;
  userId: string;
}

/** An admin with the first passcode set (the seed's job on a real stack). */
export async function createAdmin(options: { passcode?: string | null } = {}): Promise<TestAdmin> {
  const person = newPerson();
  const user = await createUser({ ...person, passwordHash: await hashPassword(person.password), role: 'admin', emailVerified: true });
  const passcode = options.passcode === undefined ? FIRST_PASSCODE : options.passcode;
  if (passcode !== null) await setInitialPasscode(user.id, await hashPassword(passcode), new Date());
  return { person, userId: user.id };
}

export async function signedInAdmin(options: { passcode?: string | null } = {}) {
  const admin = await createAdmin(options);
  return { ...admin, token: await sessionFor(admin.person) };
}

export function getSettings(token: string) {
  return invoke(routes.getAdminTimeoutSettings, withSession(token));
}

export function verifyPincode(token: string, pincode: string) {
  return invoke(routes.verifyAdminPincode, { body: { pincode }, ...withSession(token) });
}

export function recover(token: string, password: string) {
  return invoke(routes.recoverAdminSession, { body: { phone: 'Admin', password }, ...withSession(token) });
}

export function saveSettings(token: string, enabled: boolean, durationMinutes: number) {
  return invoke(routes.updateAdminTimeoutSettings, { body: { enabled, durationMinutes }, ...withSession(token) });
}

export function changePasscode(token: string, newPasscode: string) {
  return invoke(routes.changeAdminPasscode, { body: { newPasscode }, ...withSession(token) });
}

/** The audit records the handlers put on the bus for one user and action. */
export function auditEventsOf(bus: LocalBus, userId: string, action: string) {
  return bus.delivered.filter(
    (event) =>
      event.detailType === 'AuditRecorded' &&
      (event.detail as { userId?: string }).userId === userId &&
      (event.detail as { action: string }).action === action,
  );
}
