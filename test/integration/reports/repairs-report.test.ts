// The repair reports against DynamoDB Local: a job collected is added to its day once (its model,
// repair type, turnaround and technician), however often its JobCollected event comes.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { londonDay } from '../../../shared/dates';
import { EVENT_SOURCE, eventTypes } from '../../../shared/events';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { moveJob, openWalkIn, phoneDevice, signedInUser, type SignedIn } from '../repairs/repair-helpers';

const bus = useLocalBus();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signedInUser('admin');
});

describe('GET /api/admin/reports/repairs', () => {
  it('counts a collected job once with its model, repair type, turnaround and technician', async () => {
    const model = `Pixel ${randomUUID().slice(0, 8)}`;
    const technician = `Tech ${randomUUID().slice(0, 6)}`;
    const type = `Screen replacement ${randomUUID().slice(0, 6)}`;
    const job = await openWalkIn(admin, { device: phoneDevice({ make: 'Google', model }), technician });
    expect((await invoke(routes.addJobLine, { ...admin.as, params: { qrCode: job.qrCode }, body: { kind: 'labour', description: type, quantity: 1, unitPence: 4000 } })).status).toBe(200);
    for (const status of ['In repair', 'Quality check', 'Ready for collection', 'Collected']) expect((await moveJob(admin, job.qrCode, status)).status, status).toBe(200);
    await bus.drain();
    // The same event again (a redelivery) adds nothing.
    bus.publish({ id: `again-${job.qrCode}`, detailType: eventTypes.jobCollected.detailType, source: EVENT_SOURCE, time: new Date().toISOString(), detail: { qrCode: job.qrCode, collectedAt: new Date().toISOString(), siteOrigin: null } });
    await bus.drain();

    const today = londonDay(new Date());
    const report = await invoke(routes.getRepairsReport, { ...admin.as, query: { from: today, to: today } });
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.jobsCollected).toBeGreaterThanOrEqual(1);
    expect(report.body.averageTurnaroundMinutes).not.toBeNull();
    expect(report.body.topModels).toContainEqual({ name: `Google ${model}`, jobs: 1 });
    expect(report.body.topRepairTypes).toContainEqual({ name: type, jobs: 1 });
    expect(report.body.technicians).toContainEqual({ name: technician, jobs: 1, averageMinutes: 0 });
  });
});
