// Manager approval at the till (decision 268): a front desk member refunds up to the limit alone; above
// it the request carries a manager's username and their own passcode. A wrong passcode, an approver
// whose role cannot refund and a locked approver are refused with nothing refunded; an approved refund
// names both members on the sale and in the audit log, and a replay refunds once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import type { StaffRoleId } from '../../../shared/staff/roles';
import { setInitialPasscode } from '../../../functions/data/admin-security';
import { forgetCachedSettings } from '../../../functions/data/shop-settings';
import { hashPassword } from '../../../functions/lib/passwords';
import { DEFAULT_REFUND_LIMIT_PENCE } from '../../../shared/settings/settings-constants';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { readLog } from '../audit/audit-helpers';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
takeDrawerTurn();

const PASSCODE = '273645';
let owner: SignedIn;
let frontDesk: SignedIn;
let manager: SignedIn;

async function member(staffRole: StaffRoleId): Promise<SignedIn> {
  const signedIn = await signedInUser('admin', { staffRole });
  await setInitialPasscode(signedIn.user.id, await hashPassword(PASSCODE), new Date());
  return signedIn;
}

/** A cash sale of one custom line, made by the owner. */
async function saleOf(unitPence: number): Promise<string> {
  const sold = await invoke(routes.createSale, {
    ...owner.as,
    body: { idempotencyKey: randomUUID(), lines: [{ kind: 'custom', description: 'Battery replacement', quantity: 1, unitPence }], payments: [{ method: 'cash', amountPence: unitPence }] },
  });
  expect(sold.status).toBe(201);
  return sold.body.saleId;
}

function refund(by: SignedIn, saleId: string, extra: Record<string, unknown> = {}, idempotencyKey: string = randomUUID()) {
  return invoke(routes.refundSale, { ...by.as, params: { saleId }, body: { idempotencyKey, reason: 'Faulty battery', lines: [{ lineId: 'L1', quantity: 1 }], ...extra } });
}

const refundedPence = async (saleId: string) => (await invoke(routes.getSale, { ...owner.as, params: { saleId } })).body.refundedPence as number;

beforeAll(async () => {
  forgetCachedSettings();
  owner = await signedInUser('admin');
  frontDesk = await member('front-desk');
  manager = await member('manager');
  const open = (await invoke(routes.getCurrentDrawer, owner.as)).body.session;
  if (!open) expect((await invoke(routes.openDrawer, { ...owner.as, body: { floatPence: 10000 } })).status).toBe(201);
});

describe('refunds by the front desk', () => {
  it(`refunds up to the limit (${DEFAULT_REFUND_LIMIT_PENCE} pence) without a manager`, async () => {
    const saleId = await saleOf(DEFAULT_REFUND_LIMIT_PENCE);

    const result = await refund(frontDesk, saleId);

    expect(result.status).toBe(201);
    expect(result.body.refunds[0].by.userId).toBe(frontDesk.user.id);
    expect(result.body.refunds[0].approvedBy).toBeUndefined();
  });

  it("asks for a manager's passcode above the limit, and refunds nothing", async () => {
    const saleId = await saleOf(5000);

    const result = await refund(frontDesk, saleId);

    expect(result.status).toBe(403);
    expect(result.body.message).toBe('A manager must approve refunds over £20.00.');
    expect(result.body.approval).toBe('till.refund');
    expect(await refundedPence(saleId)).toBe(0);
  });

  it('refuses a wrong passcode, an unknown approver and an approver whose role cannot refund', async () => {
    const saleId = await saleOf(5000);
    const technician = await member('technician');

    const wrong = await refund(frontDesk, saleId, { approval: { approver: manager.user.username, passcode: '000000' } });
    const unknown = await refund(frontDesk, saleId, { approval: { approver: 'nobody_at_all', passcode: PASSCODE } });
    const notAllowed = await refund(frontDesk, saleId, { approval: { approver: technician.user.username, passcode: PASSCODE } });
    const self = await refund(frontDesk, saleId, { approval: { approver: frontDesk.user.username, passcode: PASSCODE } });

    expect([wrong.status, wrong.body.message]).toEqual([400, 'Incorrect passcode.']);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'No member of staff has that username.']);
    expect([notAllowed.status, notAllowed.body.message]).toEqual([400, `${technician.user.username}'s role does not allow refunds.`]);
    expect([self.status, self.body.message]).toEqual([400, 'Another member of staff must approve this.']);
    expect(await refundedPence(saleId)).toBe(0);
  });

  it('locks an approver after 5 wrong passcodes, signing out only the approver', async () => {
    const saleId = await saleOf(5000);
    const lockable = await member('manager');
    const wrong = { approval: { approver: lockable.user.username, passcode: '111111' } };

    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await refund(frontDesk, saleId, wrong));
    const afterLock = await refund(frontDesk, saleId, { approval: { approver: lockable.user.username, passcode: PASSCODE } });

    expect(tries.map((t) => t.status)).toEqual([400, 400, 400, 400, 400]);
    expect(tries[4]!.body.message).toBe(`Too many incorrect passcodes for ${lockable.user.username}: they must sign in again before they can approve.`);
    expect(afterLock.status).toBe(400);
    expect(afterLock.body.message).toBe(tries[4]!.body.message);
    expect((await invoke(routes.getCurrentDrawer, lockable.as)).status).toBe(401);
    expect((await invoke(routes.getCurrentDrawer, frontDesk.as)).status).toBe(200);
    expect(await refundedPence(saleId)).toBe(0);
  });

  it('refunds with a manager’s passcode, naming both on the refund and in the audit log; a replay refunds once', async () => {
    const saleId = await saleOf(5000);
    const key = randomUUID();
    const approval = { approval: { approver: manager.user.username, passcode: PASSCODE } };

    const first = await refund(frontDesk, saleId, approval, key);
    const replay = await refund(frontDesk, saleId, approval, key);

    expect(first.status).toBe(201);
    expect(first.body.refunds).toHaveLength(1);
    expect(first.body.refunds[0].by.userId).toBe(frontDesk.user.id);
    expect(first.body.refunds[0].approvedBy).toEqual({ userId: manager.user.id, name: `${manager.user.firstName} ${manager.user.lastName[0]}.` });
    expect(replay.status).toBe(201);
    expect(replay.body.refunds).toEqual(first.body.refunds);
    expect(await refundedPence(saleId)).toBe(5000);

    await bus.drain();
    const byFrontDesk = await readLog(owner.token, { user: frontDesk.user.username, action: 'admin_write' });
    const write = byFrontDesk.find((e) => e.request?.path === `/api/admin/sales/${saleId}/refunds` && e.approvedBy);
    expect(write?.username).toBe(frontDesk.user.username);
    expect(write?.approvedBy).toEqual({ userId: manager.user.id, username: manager.user.username });
    expect(write?.details).toContain(`approved by ${manager.user.username}`);
    const byManager = await readLog(owner.token, { user: manager.user.username, action: 'manager_approval' });
    expect(byManager).toHaveLength(1);
    expect(byManager[0]!.details).toBe(
      `${manager.user.username} approved a refund of £50.00 on invoice ${first.body.invoiceNumber} (credit note ${first.body.refunds[0].creditNoteNumber}) for ${frontDesk.user.username}`,
    );
  });

  it('lets a manager refund any amount without anyone else', async () => {
    const saleId = await saleOf(5000);

    const result = await refund(manager, saleId);

    expect(result.status).toBe(201);
    expect(result.body.refunds[0].approvedBy).toBeUndefined();
  });
});
