// Each member of staff has their own inactivity passcode (issue 28, decision 269): the timeout dialog
// takes a member's own passcode and nobody else's, a change by one leaves the others' alone, and one
// member's lock (5 wrong tries) signs out only that member. Emergency recovery takes the signed-in
// member's own password (passcode-and-recovery.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import type { StaffRoleId } from '../../../shared/staff/roles';
import { setInitialPasscode } from '../../../functions/data/admin-security';
import { createUser, type NewUser } from '../../../functions/data/users';
import { hashPassword } from '../../../functions/lib/passwords';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { newPerson, sessionFor, withSession } from '../accounts/account-helpers';
import { changePasscode, recover, verifyPincode } from './admin-helpers';

useLocalBus();

interface Member {
  token: string;
  password: string;
}

async function member(staffRole: StaffRoleId, passcode: string, password?: string): Promise<Member> {
  const person = newPerson(password ? { password } : {});
  // The staff role as the seed and the Staff page store it on the account (decision 254).
  const account: NewUser & { staffRole: StaffRoleId } = { ...person, passwordHash: await hashPassword(person.password), role: 'admin', staffRole, emailVerified: true };
  const user = await createUser(account);
  await setInitialPasscode(user.id, await hashPassword(passcode), new Date());
  return { token: await sessionFor(person), password: person.password };
}

let frontDesk: Member;
let technician: Member;

beforeAll(async () => {
  frontDesk = await member('front-desk', '135790', 'Counter&Lights42');
  technician = await member('technician', '246802');
});

describe('a passcode per member', () => {
  it("unlocks with the member's own passcode, never with another member's", async () => {
    expect((await verifyPincode(frontDesk.token, '246802')).status).toBe(400);
    expect((await verifyPincode(technician.token, '135790')).status).toBe(400);
    expect((await verifyPincode(frontDesk.token, '135790')).status).toBe(200);
    expect((await verifyPincode(technician.token, '246802')).status).toBe(200);
  });

  it("changes one member's passcode only", async () => {
    expect((await verifyPincode(frontDesk.token, '135790')).status).toBe(200);
    expect((await changePasscode(frontDesk.token, '111333')).status).toBe(200);

    expect((await verifyPincode(frontDesk.token, '111333')).status).toBe(200);
    expect((await verifyPincode(technician.token, '246802')).status).toBe(200);
    expect((await verifyPincode(technician.token, '111333')).status).toBe(400);
  });

  it("recovers with the member's own password, not another member's", async () => {
    expect((await recover(technician.token, frontDesk.password)).status).toBe(400);
    expect((await recover(technician.token, technician.password)).status).toBe(200);
  });

  it('locks and signs out only the member who got it wrong 5 times', async () => {
    const lockable = await member('front-desk', '975310');

    for (let i = 0; i < 5; i++) await verifyPincode(lockable.token, '000000');

    expect((await invoke(routes.getUser, withSession(lockable.token))).status).toBe(401);
    expect((await invoke(routes.getUser, withSession(frontDesk.token))).status).toBe(200);
    expect((await verifyPincode(frontDesk.token, '111333')).status).toBe(200);
  });
});
