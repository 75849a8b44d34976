// Manager approval at the till (decision 268): a front desk member refunds up to the limit alone; above
// it a manager gives their username and their own passcode (POST /api/admin/till/approvals) and the
// refund carries the approval. A wrong passcode, an approver whose role cannot refund and a locked
// approver are refused; an approval serves its member once; an approved refund names both members on
// the sale and in the audit log, and a replay refunds once. Discounts beyond the
// limit and a drawer closed with a difference ask for a manager the same way.
// The file has a table of its own: closing the drawer uncounted must find it short, which a drawer
// left open by an earlier file of the worker, refunds paid out of it, need not be (decision 376).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.TABLE_NAME = `drs-approval-${process.pid}-${Date.now()}`;
});

import { ensureTable } from '../../../scripts/local/create-table';
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
beforeAll(() => ensureTable(inject('dynamoEndpoint'), process.env.TABLE_NAME!));
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

/** A manager's approval given to `to`: the endpoint's answer. */
function approve(to: SignedIn, permission: string, approver: SignedIn | string, passcode = PASSCODE) {
  return invoke(routes.giveTillApproval, { ...to.as, body: { permission, approver: typeof approver === 'string' ? approver : approver.user.username, passcode } });
}

async function approvalId(to: SignedIn, permission: string, approver: SignedIn = manager): Promise<string> {
  const given = await approve(to, permission, approver);
  expect(given.status).toBe(201);
  return given.body.approvalId;
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

  it('refuses a wrong passcode, an unknown approver, an approver whose role cannot refund and oneself', async () => {
    const technician = await member('technician');

    const wrong = await approve(frontDesk, 'till.refund', manager, '000000');
    const unknown = await approve(frontDesk, 'till.refund', 'nobody_at_all');
    const notAllowed = await approve(frontDesk, 'till.refund', technician);
    const self = await approve(frontDesk, 'till.refund', frontDesk);

    expect([wrong.status, wrong.body.message]).toEqual([400, 'Incorrect passcode.']);
    expect([unknown.status, unknown.body.message]).toEqual([400, 'No member of staff has that username.']);
    expect([notAllowed.status, notAllowed.body.message]).toEqual([400, `${technician.user.username}'s role does not allow refunds.`]);
    expect([self.status, self.body.message]).toEqual([400, 'Another member of staff must approve this.']);
  });

  it('locks an approver after 5 wrong passcodes, signing out only the approver', async () => {
    const lockable = await member('manager');

    const tries = [];
    for (let i = 0; i < 5; i++) tries.push(await approve(frontDesk, 'till.refund', lockable, '111111'));
    const afterLock = await approve(frontDesk, 'till.refund', lockable);

    expect(tries.map((t) => t.status)).toEqual([400, 400, 400, 400, 400]);
    expect(tries[4]!.body.message).toBe(`Too many incorrect passcodes for ${lockable.user.username}: they must sign in again before they can approve.`);
    expect([afterLock.status, afterLock.body.message]).toEqual([400, tries[4]!.body.message]);
    expect((await invoke(routes.getCurrentDrawer, lockable.as)).status).toBe(401);
    expect((await invoke(routes.getCurrentDrawer, frontDesk.as)).status).toBe(200);
  });

  it('takes an approval only from the member it was given to, for what it was given for, once', async () => {
    const saleId = await saleOf(5000);
    const otherDesk = await member('front-desk');
    const given = await approvalId(frontDesk, 'till.refund');
    const forDiscounts = await approvalId(frontDesk, 'till.discount');

    const byAnother = await refund(otherDesk, saleId, { approvalId: given });
    const wrongKind = await refund(frontDesk, saleId, { approvalId: forDiscounts });
    const used = await refund(frontDesk, saleId, { approvalId: given });
    const again = await refund(frontDesk, await saleOf(5000), { approvalId: given });

    expect(byAnother.status).toBe(403);
    expect(byAnother.body.message).toBe('A manager must approve refunds over £20.00. That approval has expired or was used. Ask the manager again.');
    expect(wrongKind.status).toBe(403);
    expect(used.status).toBe(201);
    expect(again.status).toBe(403);
    expect(again.body.approval).toBe('till.refund');
  });

  it('refunds with a manager’s approval, naming both on the refund and in the audit log; a replay refunds once', async () => {
    const saleId = await saleOf(5000);
    const key = randomUUID();
    const given = await approvalId(frontDesk, 'till.refund');

    const first = await refund(frontDesk, saleId, { approvalId: given }, key);
    const replay = await refund(frontDesk, saleId, { approvalId: given }, key);

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
    expect(byManager.map((e) => e.details)).toContain(`${manager.user.username} approved a refund over the limit for ${frontDesk.user.username}`);
  });

  it('lets a manager refund any amount without anyone else', async () => {
    const saleId = await saleOf(5000);

    const result = await refund(manager, saleId);

    expect(result.status).toBe(201);
    expect(result.body.refunds[0].approvedBy).toBeUndefined();
  });
});

describe('discounts by the front desk', () => {
  const sell = (extra: Record<string, unknown>, idempotencyKey: string = randomUUID()) =>
    invoke(routes.createSale, {
      ...frontDesk.as,
      body: { idempotencyKey, lines: [{ kind: 'custom', description: 'Screen repair', quantity: 1, unitPence: 10000 }], payments: [], ...extra },
    });
  const cash = (amountPence: number) => [{ method: 'cash', amountPence }];

  it('gives up to 10% alone, and asks a manager for more', async () => {
    const within = await sell({ basketDiscount: { type: 'percent', value: 10, reason: 'Regular' }, payments: cash(9000) });
    const beyond = await sell({ basketDiscount: { type: 'amount', value: 1001, reason: 'Regular' }, payments: cash(8999) });

    expect(within.status).toBe(201);
    expect(within.body.approvedBy).toBeUndefined();
    expect(beyond.status).toBe(403);
    expect(beyond.body.message).toBe('A manager must approve discounts over 10% of the sale.');
    expect(beyond.body.approval).toBe('till.discount');
  });

  it("sells with a manager's approval, naming both on the sale; a replay sells once", async () => {
    const key = randomUUID();
    const body = { lines: [{ kind: 'custom', description: 'Screen repair', quantity: 1, unitPence: 10000, discount: { type: 'percent', value: 25, reason: 'Goodwill' } }], payments: cash(7500) };
    const given = await approvalId(frontDesk, 'till.discount');

    const first = await sell({ ...body, approvalId: given }, key);
    const replay = await sell({ ...body, approvalId: given }, key);

    expect(first.status).toBe(201);
    expect(first.body.staff.userId).toBe(frontDesk.user.id);
    expect(first.body.approvedBy.userId).toBe(manager.user.id);
    expect(replay.status).toBe(201);
    expect(replay.body.saleId).toBe(first.body.saleId);
  });
});

describe('closing the drawer with a difference', () => {
  it("asks a manager when the count differs, and closes with their approval, naming both", async () => {
    const session = (await invoke(routes.getCurrentDrawer, owner.as)).body.session;
    const close = (extra: Record<string, unknown> = {}) => invoke(routes.closeDrawer, { ...frontDesk.as, body: { sessionId: session.sessionId, count: {}, ...extra } });

    const asked = await close();
    const closed = await close({ approvalId: await approvalId(frontDesk, 'till.drawerDifference') });

    expect(asked.status).toBe(403);
    expect(asked.body.message).toMatch(/^The count is short by £[\d,]+\.\d{2}: a manager must approve closing the drawer with a difference\.$/);
    expect(asked.body.approval).toBe('till.drawerDifference');
    expect(closed.status).toBe(200);
    expect(closed.body.closedBy.userId).toBe(frontDesk.user.id);
    expect(closed.body.closeApprovedBy.userId).toBe(manager.user.id);
  });
});
