// The Staff page's routes against DynamoDB Local (issue 28): inviting by email with a single-use,
// expiring link that creates the account and signs it in; withdrawing; changing a member's role with
// the owner's password; suspending (the open session ends on its next request, sign-in is refused);
// resetting two-factor; and the shop's "Require two-factor sign-in for staff". Decisions 256-258.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { refusalMessage } from '../../../shared/staff/permissions';
import { defaultSettings } from '../../../shared/settings/default-settings';
import { totpCodeAt } from '../../../functions/accounts/totp';
import { SUSPENDED_MESSAGE } from '../../../functions/accounts/sign-in';
import { TWO_FACTOR_REQUIRED_MESSAGE } from '../../../functions/admin-security/staff-two-factor';
import { saveSettingsSection } from '../../../functions/data/shop-settings';
import { getUserById } from '../../../functions/data/users';
import { INVITATION_NOT_USABLE_MESSAGE } from '../../../functions/staff/invitations';
import { OWN_ROLE_MESSAGE, OWN_SUSPENSION_MESSAGE } from '../../../functions/staff/members';
import { UNKNOWN_ROLE_MESSAGE } from '../../../functions/staff/role-name';
import { useLocalBus } from '../../support/bus';
import { cookieFrom, invoke } from '../../support/invoke';
import { PASSWORD, SESSION_COOKIE, lastEmailTo, logIn, newPerson, tokenFromLink, withSession } from '../accounts/account-helpers';
import { createAdmin, signedInAdmin } from '../admin-security/admin-helpers';

// Integration files share one table: this file keeps its settings in an item of its own, so requiring
// two-factor here never reaches another file's admins.
vi.mock('../../../functions/data/keys', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../functions/data/keys')>();
  return { ...original, shopSettings: () => ({ pk: 'SHOP', sk: 'SETTINGS#staff-test' }) };
});

let bus: ReturnType<typeof useLocalBus>;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
const origin = { origin: 'http://localhost:5173' };

beforeAll(async () => {
  bus = useLocalBus();
  owner = await signedInAdmin();
});
afterEach(() => void vi.useRealTimers());

const asOwner = () => withSession(owner.token);

async function invite(staffRole = 'technician') {
  const person = newPerson({ firstName: 'Ruairí', lastName: 'Byrne' });
  const result = await invoke(routes.inviteStaff, { ...asOwner(), headers: origin, body: { firstName: person.firstName, lastName: person.lastName, email: person.email, staffRole } });
  expect(result.status).toBe(201);
  await bus.drain();
  const email = await lastEmailTo(person.email, 'staff-invitation');
  return { person, invitation: result.body, link: email.links[0]!, token: tokenFromLink(email.links[0]!) };
}

function accept(token: string, person: ReturnType<typeof newPerson>) {
  return invoke(routes.acceptStaffInvitation, { body: { token, username: person.username, phone: person.phone, password: person.password } });
}

async function staffRequirement(on: boolean) {
  const result = await invoke(routes.updateSettings, { ...asOwner(), body: { section: 'staff', value: { requireTwoFactor: on } } });
  expect(result.status).toBe(200);
}

describe('staff invitations', () => {
  it('emails a link that creates the staff account with the chosen role, signs it in, and works once', async () => {
    const { person, invitation, link, token } = await invite('technician');
    expect(link).toMatch(/^http:\/\/localhost:5173\/staff-invitation\//);
    expect((await invoke(routes.listStaffInvitations, asOwner())).body.invitations.map((i: { id: string }) => i.id)).toContain(invitation.id);

    const status = await invoke(routes.checkStaffInvitation, { params: { token } });
    expect(status.body).toMatchObject({
      valid: true,
      name: 'Ruairí Byrne',
      email: person.email,
      staffRole: 'technician',
      roleName: 'Technician',
      invitedBy: `${owner.person.firstName} ${owner.person.lastName}`,
      twoFactorRequired: false,
    });

    const accepted = await accept(token, person);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ role: 'admin', staffRole: 'technician', email: person.email, emailVerified: true });
    const session = cookieFrom(accepted, SESSION_COOKIE)!;
    expect((await invoke(routes.getRepairsDashboard, withSession(session))).status).toBe(200);
    const members = (await invoke(routes.listStaff, asOwner())).body.members;
    expect(members.find((m: { userId: string }) => m.userId === accepted.body.id)).toMatchObject({ staffRole: 'technician', name: 'Ruairí Byrne' });

    // Single use: the link and the invitation are gone.
    expect((await accept(token, newPerson())).status).toBe(410);
    expect((await invoke(routes.checkStaffInvitation, { params: { token } })).body).toEqual({ valid: false, message: INVITATION_NOT_USABLE_MESSAGE });
    expect((await invoke(routes.listStaffInvitations, asOwner())).body.invitations.map((i: { id: string }) => i.id)).not.toContain(invitation.id);
  });

  it('stops working after 7 days', async () => {
    const { person, token } = await invite();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 7 * 24 * 60 * 60 * 1000 + 1000);

    const accepted = await accept(token, person);

    expect(accepted.status).toBe(410);
    expect(accepted.body.message).toBe(INVITATION_NOT_USABLE_MESSAGE);
    expect(await logIn(person.email)).toMatchObject({ status: 401 });
  });

  it('can be withdrawn, after which the link no longer works', async () => {
    const { person, invitation, token } = await invite();

    const withdrawn = await invoke(routes.withdrawStaffInvitation, { ...asOwner(), params: { inviteId: invitation.id } });

    expect(withdrawn.status).toBe(200);
    expect((await accept(token, person)).status).toBe(410);
    expect((await invoke(routes.withdrawStaffInvitation, { ...asOwner(), params: { inviteId: invitation.id } })).status).toBe(404);
  });

  it('refuses an address that already has an account or an open invitation, and a weak password', async () => {
    const { person, token } = await invite();
    const again = await invoke(routes.inviteStaff, { ...asOwner(), headers: origin, body: { firstName: 'A', lastName: 'B', email: person.email, staffRole: 'manager' } });
    expect(again.status).toBe(409);
    const existing = await invoke(routes.inviteStaff, { ...asOwner(), headers: origin, body: { firstName: 'A', lastName: 'B', email: owner.person.email, staffRole: 'manager' } });
    expect(existing.status).toBe(409);
    const weak = await invoke(routes.acceptStaffInvitation, { body: { token, username: person.username, phone: person.phone, password: 'password' } });
    expect(weak.status).toBe(400);
    expect((await invoke(routes.checkStaffInvitation, { params: { token } })).body.valid).toBe(true);
  });

  it('invites with a custom role by its name, refuses one that does not exist, and a link whose role was deleted', async () => {
    const role = await invoke(routes.createStaffRole, { ...asOwner(), body: { name: `Refurbisher ${Date.now()}`, permissions: ['jobs.view'] } });
    expect(role.status).toBe(201);
    const { person, token } = await invite(role.body.id);
    expect((await invoke(routes.checkStaffInvitation, { params: { token } })).body).toMatchObject({ valid: true, staffRole: role.body.id, roleName: role.body.name });
    expect((await lastEmailTo(person.email, 'staff-invitation')).text).toContain(`as ${role.body.name}`);

    const accepted = await accept(token, person);
    expect(accepted.status).toBe(201);
    expect(accepted.body).toMatchObject({ role: 'admin', staffRole: role.body.id });

    const unknown = await invoke(routes.inviteStaff, { ...asOwner(), headers: origin, body: { firstName: 'A', lastName: 'B', email: newPerson().email, staffRole: '01J0000000000000000000000Z' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(UNKNOWN_ROLE_MESSAGE);
    const nonsense = await invoke(routes.inviteStaff, { ...asOwner(), headers: origin, body: { firstName: 'A', lastName: 'B', email: newPerson().email, staffRole: 'boss' } });
    expect(nonsense.status).toBe(400);

    const spare = await invoke(routes.createStaffRole, { ...asOwner(), body: { name: `Spare ${Date.now()}`, permissions: [] } });
    const late = await invite(spare.body.id);
    expect((await invoke(routes.deleteStaffRole, { ...asOwner(), params: { roleId: spare.body.id } })).status).toBe(200);
    expect((await invoke(routes.checkStaffInvitation, { params: { token: late.token } })).body).toEqual({ valid: false, message: INVITATION_NOT_USABLE_MESSAGE });
    expect((await accept(late.token, late.person)).status).toBe(410);
  });

  it('is the owner’s: a manager may see the staff but not invite', async () => {
    const manager = await signedInAdmin();
    await invoke(routes.changeUserRole, { ...asOwner(), params: { userId: manager.userId }, body: { role: 'admin', staffRole: 'manager' } });
    const session = cookieFrom(await logIn(manager.person.username, manager.person.password), SESSION_COOKIE)!;

    expect((await invoke(routes.listStaff, withSession(session))).status).toBe(200);
    const refused = await invoke(routes.inviteStaff, { ...withSession(session), headers: origin, body: { firstName: 'A', lastName: 'B', email: newPerson().email, staffRole: 'owner' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(refusalMessage('staff.manage'));
  });
});

describe('changing a member', () => {
  it('changes a role only with the owner’s password, ends the member’s sessions and audits it', async () => {
    const member = await signedInAdmin();
    const wrong = await invoke(routes.changeStaffRole, { ...asOwner(), params: { userId: member.userId }, body: { staffRole: 'front-desk', password: 'not-my-password' } });
    expect(wrong.status).toBe(400);
    expect((await getUserById(member.userId))?.staffRole).toBeUndefined();

    const changed = await invoke(routes.changeStaffRole, { ...asOwner(), params: { userId: member.userId }, body: { staffRole: 'front-desk', password: PASSWORD } });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ userId: member.userId, staffRole: 'front-desk' });
    expect((await invoke(routes.getRepairsDashboard, withSession(member.token))).status).toBe(401);
    await bus.drain();
    const audited = bus.delivered.filter((e) => e.detailType === 'AuditRecorded' && (e.detail as { action: string }).action === 'role_changed' && (e.detail as { details: string }).details.includes(member.userId));
    expect(audited).toHaveLength(1);
  });

  it('changes a role to a custom one', async () => {
    const member = await signedInAdmin();
    const role = await invoke(routes.createStaffRole, { ...asOwner(), body: { name: `Counter ${Date.now()}`, permissions: ['jobs.view', 'till.sell'] } });

    const changed = await invoke(routes.changeStaffRole, { ...asOwner(), params: { userId: member.userId }, body: { staffRole: role.body.id, password: PASSWORD } });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ userId: member.userId, staffRole: role.body.id });
  });

  it('refuses a change to the owner’s own account', async () => {
    const ownRole = await invoke(routes.changeStaffRole, { ...asOwner(), params: { userId: owner.userId }, body: { staffRole: 'manager', password: PASSWORD } });
    expect(ownRole.body.message).toBe(OWN_ROLE_MESSAGE);
    const ownSuspension = await invoke(routes.setStaffSuspension, { ...asOwner(), params: { userId: owner.userId }, body: { suspended: true } });
    expect(ownSuspension.status).toBe(400);
    expect(ownSuspension.body.message).toBe(OWN_SUSPENSION_MESSAGE);
  });

  it('suspends a member: their open session ends on its next request and sign-in is refused until restored', async () => {
    const member = await signedInAdmin();
    expect((await invoke(routes.getRepairsDashboard, withSession(member.token))).status).toBe(200);

    const suspended = await invoke(routes.setStaffSuspension, { ...asOwner(), params: { userId: member.userId }, body: { suspended: true } });

    expect(suspended.body).toMatchObject({ userId: member.userId, suspended: true });
    expect((await invoke(routes.getRepairsDashboard, withSession(member.token))).status).toBe(401);
    const refused = await logIn(member.person.username, member.person.password);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(SUSPENDED_MESSAGE);

    await invoke(routes.setStaffSuspension, { ...asOwner(), params: { userId: member.userId }, body: { suspended: false } });
    expect((await logIn(member.person.username, member.person.password)).status).toBe(200);
  });

  it('refuses to suspend or reset an account that is not there', async () => {
    expect((await invoke(routes.setStaffSuspension, { ...asOwner(), params: { userId: 'not-there' }, body: { suspended: true } })).status).toBe(404);
    expect((await invoke(routes.resetStaffTwoFactor, { ...asOwner(), params: { userId: 'not-there' } })).status).toBe(404);
  });

  it('resets a member’s two-factor, ending their sessions', async () => {
    const member = await signedInAdmin();
    const setup = await invoke(routes.startTwoFactorSetup, withSession(member.token));
    await invoke(routes.enableTwoFactor, { ...withSession(member.token), body: { code: totpCodeAt(setup.body.secret, new Date()), password: PASSWORD } });
    expect((await getUserById(member.userId))?.twoFactorEnabled).toBe(true);

    const reset = await invoke(routes.resetStaffTwoFactor, { ...asOwner(), params: { userId: member.userId } });

    expect(reset.body).toMatchObject({ userId: member.userId, twoFactorEnabled: false });
    expect((await getUserById(member.userId))?.twoFactorSecret).toBeUndefined();
    expect((await invoke(routes.getRepairsDashboard, withSession(member.token))).status).toBe(401);
  });
});

describe('Require two-factor sign-in for staff', () => {
  it('refuses a member without two-factor every admin route but the lock’s own, until they set it up', async () => {
    const member = await createAdmin();
    const login = await logIn(member.person.username, member.person.password);
    const token = cookieFrom(login, SESSION_COOKIE)!;
    try {
      await staffRequirement(true);
      expect(defaultSettings().staff.requireTwoFactor).toBe(false);

      const refused = await invoke(routes.getRepairsDashboard, withSession(token));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: TWO_FACTOR_REQUIRED_MESSAGE, twoFactorSetupRequired: true });
      expect((await invoke(routes.getAdminTimeoutSettings, withSession(token))).status).toBe(200);

      const setup = await invoke(routes.startTwoFactorSetup, withSession(token));
      expect(setup.status).toBe(200);
      await invoke(routes.enableTwoFactor, { ...withSession(token), body: { code: totpCodeAt(setup.body.secret, new Date()), password: PASSWORD } });

      expect((await invoke(routes.getRepairsDashboard, withSession(token))).status).toBe(200);
      // The owner (signed in with a session from before the setting, with no two-factor) is refused too.
      expect((await invoke(routes.listStaff, asOwner())).status).toBe(403);
    } finally {
      // The owner cannot turn it off through the API without two-factor of their own.
      await saveSettingsSection('staff', { requireTwoFactor: false }, 'test', new Date());
    }
  });
});
