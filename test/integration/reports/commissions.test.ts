// Commissions against DynamoDB Local (decision 262): the owner or a manager sets rates per role or
// member; the report per period counts the labour of a collected repair to each line's member and the
// goods of a till sale to whoever took it, leaving out refunded lines; it reads the commission entries
// by day and member, never a Scan.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { londonDay } from '../../../shared/dates';
import { useLocalBus } from '../../support/bus';
import { takeDrawerTurn } from '../../support/drawer-turn';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, moveJob, openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
takeDrawerTurn();

let owner: SignedIn;
let manager: SignedIn;
let frontDesk: SignedIn;
let technician: SignedIn;

beforeAll(async () => {
  owner = await signedInUser('admin', { staffRole: 'owner' });
  manager = await signedInUser('admin', { staffRole: 'manager' });
  frontDesk = await signedInUser('admin', { staffRole: 'front-desk', firstName: 'Fiona', lastName: 'Desk' });
  technician = await signedInUser('admin', { staffRole: 'technician', firstName: 'Tomás', lastName: 'Fixer' });
  const current = (await invoke(routes.getCurrentDrawer, owner.as)).body.session;
  if (!current) expect((await invoke(routes.openDrawer, { ...owner.as, body: { floatPence: 5000 } })).status).toBe(201);
});

async function saveRules(by: SignedIn, body: Record<string, unknown>) {
  const current = (await invoke(routes.getCommissionRules, by.as)).body;
  return invoke(routes.saveCommissionRules, { ...by.as, body: { version: current.version, ...body } });
}

/** A job assigned to the technician with a labour line, Ready for collection. */
async function readyRepair(labourPence: number) {
  const job = await openWalkIn(owner);
  expect((await invoke(routes.assignJob, { ...owner.as, params: { qrCode: job.qrCode }, body: { userId: technician.user.id } })).status).toBe(200);
  await invoke(routes.addJobLine, { ...owner.as, params: { qrCode: job.qrCode }, body: { kind: 'labour', description: 'Screen replacement', quantity: 1, unitPence: labourPence } });
  await invoke(routes.addJobLine, { ...owner.as, params: { qrCode: job.qrCode }, body: { kind: 'part', description: 'Screen', quantity: 1, unitPence: 3000 } });
  for (const status of ['In repair', 'Quality check', 'Ready for collection']) expect((await moveJob(owner, job.qrCode, status)).status, status).toBe(200);
  return job;
}

describe('commission rules', () => {
  it('are set by a role with staff.commissions, version-checked and validated', async () => {
    const refused = await invoke(routes.getCommissionRules, technician.as);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role does not allow commissions.');
    expect((await invoke(routes.getCommissionReport, { ...frontDesk.as, query: { from: '2026-11-01', to: '2026-11-30' } })).status).toBe(403);

    const saved = await saveRules(manager, { roles: [{ role: 'technician', labourPercent: 10, salesPercent: 0 }, { role: 'front-desk', labourPercent: 0, salesPercent: 2.5 }], members: [{ userId: frontDesk.user.id, labourPercent: 0, salesPercent: 5 }] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.roles).toContainEqual({ role: 'technician', name: 'Technician', labourPercent: 10, salesPercent: 0 });
    expect(saved.body.roles).toContainEqual({ role: 'owner', name: 'Owner', labourPercent: 0, salesPercent: 0 });
    expect(saved.body.members).toEqual([{ userId: frontDesk.user.id, name: 'Fiona Desk', labourPercent: 0, salesPercent: 5 }]);

    const stale = await invoke(routes.saveCommissionRules, { ...manager.as, body: { version: saved.body.version - 1, roles: [], members: [] } });
    expect(stale.status).toBe(409);
    const tooMuch = await saveRules(manager, { roles: [{ role: 'technician', labourPercent: 101, salesPercent: 0 }], members: [] });
    expect(tooMuch.status).toBe(400);
    expect(JSON.stringify(tooMuch.body)).toContain('Labour commission must be at most 100%');
    const customer = await signedInUser('customer');
    const notStaff = await saveRules(manager, { roles: [], members: [{ userId: customer.user.id, labourPercent: 5, salesPercent: 5 }] });
    expect(notStaff.status).toBe(400);
    expect(notStaff.body.message).toBe('Choose a member of staff for each rate of their own.');
  });

  it('list the custom roles by name and take their rates; a role that does not exist is refused', async () => {
    const role = await invoke(routes.createStaffRole, { ...owner.as, body: { name: `Refurbisher ${Date.now()}`, permissions: ['jobs.view'] } });
    expect(role.status).toBe(201);
    const listed = await invoke(routes.getCommissionRules, manager.as);
    expect(listed.body.roles).toContainEqual({ role: role.body.id, name: role.body.name, labourPercent: 0, salesPercent: 0 });

    // The rules are saved whole: the other roles' rates go back as they were.
    type Rate = { role: string; labourPercent: number; salesPercent: number };
    const roles = listed.body.roles.map(({ role: id, labourPercent, salesPercent }: Rate) => (id === role.body.id ? { role: id, labourPercent: 12.5, salesPercent: 1 } : { role: id, labourPercent, salesPercent }));
    const saved = await saveRules(manager, { version: listed.body.version, roles, members: listed.body.members.map(({ userId, labourPercent, salesPercent }: Rate & { userId: string }) => ({ userId, labourPercent, salesPercent })) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.roles).toContainEqual({ role: role.body.id, name: role.body.name, labourPercent: 12.5, salesPercent: 1 });

    const unknown = await saveRules(manager, { version: saved.body.version, roles: [...roles, { role: '01J0000000000000000000000Z', labourPercent: 5, salesPercent: 0 }], members: [] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('There is no such staff role. Choose one from the roles list.');
  });
});

describe('the commission report', () => {
  it("counts the technician's completed repair and the front desk's sale, leaving out refunded lines", async () => {
    const kept = await readyRepair(4000);
    const refunded = await readyRepair(6000);
    const sale = await invoke(routes.createSale, {
      ...frontDesk.as,
      body: {
        idempotencyKey: randomUUID(),
        lines: [
          { kind: 'repair', jobQr: kept.qrCode },
          { kind: 'repair', jobQr: refunded.qrCode },
          { kind: 'custom', description: 'Screen protector', quantity: 1, unitPence: 1000 },
          { kind: 'custom', description: 'Charging cable', quantity: 1, unitPence: 2500 },
        ],
        payments: [{ method: 'cash', amountPence: 7000 + 9000 + 1000 + 2500 }],
      },
    });
    expect(sale.status, JSON.stringify(sale.body)).toBe(201);
    await bus.drain();
    const lineOf = (text: string) => sale.body.lines.find((l: { description: string }) => l.description.includes(text)).lineId;
    const refund = await invoke(routes.refundSale, {
      ...manager.as,
      params: { saleId: sale.body.saleId },
      body: { idempotencyKey: randomUUID(), reason: 'Changed their mind', lines: [{ lineId: lineOf('Screen protector'), quantity: 1 }, { lineId: lineOf(refunded.jobNumber), quantity: 1 }] },
    });
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    await bus.drain();

    const today = londonDay(new Date());
    const { result: report, requests } = await countDynamoRequests(() => invoke(routes.getCommissionReport, { ...owner.as, query: { from: today, to: today } }));

    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const tech = report.body.members.find((m: { userId: string }) => m.userId === technician.user.id);
    expect(tech).toMatchObject({ name: 'Tomás Fixer', labourPence: 4000, salesPence: 0, commissionPence: 400 });
    expect(tech.items).toContainEqual({ day: today, kind: 'labour', reference: kept.jobNumber, description: 'Repair of Apple iPhone 13', basePence: 4000, percent: 10 });
    expect(tech.items).toContainEqual(expect.objectContaining({ kind: 'labour', reference: refunded.jobNumber, basePence: 6000 }));
    expect(tech.items).toContainEqual(expect.objectContaining({ kind: 'labour', description: `Refund of repair ${refunded.jobNumber}`, basePence: -6000 }));
    const desk = report.body.members.find((m: { userId: string }) => m.userId === frontDesk.user.id);
    // The protector was refunded: only the cable counts, at the member's own 5%.
    expect(desk).toMatchObject({ name: 'Fiona Desk', labourPence: 0, salesPence: 2500, commissionPence: 125 });
    // The refund is the taker's, not the manager's who gave it.
    expect(report.body.members.some((m: { userId: string }) => m.userId === manager.user.id)).toBe(false);
    expect(requests.some((r) => r.startsWith('ScanCommand'))).toBe(false);
    expect(requests.filter((r) => r.startsWith('QueryCommand')).every((r) => r.includes('COMMISSIONS#') || r.includes('SESSION'))).toBe(true);
  });

  it('adds nothing when the same events come again', async () => {
    const today = londonDay(new Date());
    const before = (await invoke(routes.getCommissionReport, { ...owner.as, query: { from: today, to: today } })).body;
    const { earnFromDocument } = await import('../../../functions/reports/commissions');
    const sales = await invoke(routes.listSales, { ...owner.as, query: { from: today, to: today } });
    for (const row of sales.body.rows.slice(0, 3)) expect(await earnFromDocument(row.invoiceNumber)).toBe(false);
    const after = (await invoke(routes.getCommissionReport, { ...owner.as, query: { from: today, to: today } })).body;
    expect(after.members.find((m: { userId: string }) => m.userId === frontDesk.user.id)).toEqual(before.members.find((m: { userId: string }) => m.userId === frontDesk.user.id));
  });
});
