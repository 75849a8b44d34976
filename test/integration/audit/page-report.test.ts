// GET /api/admin/reports/page-views: views per London day and top pages from the per-day counters,
// each hit counted once however often its event is delivered; the range is checked and capped.
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDay } from '../../../shared/dates';
import { EVENT_SOURCE, eventTypes, type PageHitEvent } from '../../../shared/events';
import { routes } from '../../../shared/api/manifest';
import { db } from '../../../functions/data/client';
import { emptyTally, installMeter, type Tally } from '../../../scripts/scale/dynamo-meter';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInAdmin, withSession } from './audit-helpers';

let bus: ReturnType<typeof useLocalBus>;
let token: string;
let tally: Tally | null = null;

beforeAll(async () => {
  installMeter(db, () => tally);
  bus = useLocalBus();
  token = (await signedInAdmin()).token;
});

function hit(path: string, at: string): PageHitEvent {
  return { id: ulid(Date.parse(at)), at, path, fullUrl: `http://localhost${path}`, userAgent: 'vitest', referrer: '', pageTitle: 'Device DRS', loadTime: 80, clientIp: '192.0.2.1' };
}

function deliver(detail: PageHitEvent, eventId = `evt-${detail.id}`) {
  bus.publish({ id: eventId, detailType: eventTypes.pageHit.detailType, source: EVENT_SOURCE, time: detail.at, detail });
}

const report = (query: Record<string, string>) => invoke(routes.getPageReport, { ...withSession(token), query });

describe('GET /api/admin/reports/page-views', () => {
  it('gives views per London day, zero days included, and the top pages, counting a redelivered hit once', async () => {
    const twice = hit('/services', '2024-07-01T10:00:00.000Z');
    deliver(twice);
    deliver(twice, 'evt-redelivered');
    deliver(hit('/services', '2024-07-01T11:00:00.000Z'));
    deliver(hit('/pricing', '2024-07-01T12:00:00.000Z'));
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (summer time).
    deliver(hit('/pricing', '2024-07-01T23:30:00.000Z'));
    deliver(hit('/pricing', '2024-07-03T09:00:00.000Z'));
    deliver(hit('/contact', '2024-07-04T09:00:00.000Z'));
    await bus.drain();

    const result = await report({ from: '2024-06-30', to: '2024-07-03' });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      from: '2024-06-30',
      to: '2024-07-03',
      totalViews: 5,
      days: [
        { day: '2024-06-30', views: 0 },
        { day: '2024-07-01', views: 3 },
        { day: '2024-07-02', views: 1 },
        { day: '2024-07-03', views: 1 },
      ],
      topPages: [
        { path: '/pricing', views: 3 },
        { path: '/services', views: 2 },
      ],
    });
    expect(bus.deadLetters).toEqual([]);
  });

  it('limits the top pages to the number asked for', async () => {
    for (const path of ['/a', '/b', '/b', '/c', '/c', '/c']) deliver(hit(path, '2024-08-01T10:00:00.000Z'));
    await bus.drain();

    const result = await report({ from: '2024-08-01', to: '2024-08-01', top: '2' });

    expect(result.body.topPages).toEqual([
      { path: '/c', views: 3 },
      { path: '/b', views: 2 },
    ]);
  });

  it('counts a hit sent through POST /api/hit on its London day', async () => {
    const path = `/report-check-${ulid().toLowerCase()}`;
    const today = londonDay(new Date());

    const sent = await invoke(routes.recordHit, { body: { path, fullUrl: `http://localhost${path}`, userAgent: 'vitest', referrer: '', pageTitle: 'Check', loadTime: 5 } });
    await bus.drain();
    const result = await report({ from: today, to: today, top: '50' });

    expect(sent.status).toBe(202);
    expect(result.body.days[0].views).toBeGreaterThanOrEqual(1);
    expect(result.body.topPages).toContainEqual({ path, views: 1 });
  });

  it('keeps no secret a link carried: the token in the path, the codes in the query, in the page and its referrer (decision 378)', async () => {
    const token = `secret-${ulid().toLowerCase()}`;
    const today = londonDay(new Date());

    const sent = await invoke(routes.recordHit, {
      body: { path: `/reset-password/${token}`, fullUrl: `http://localhost/reset-password/${token}?from=email`, userAgent: 'vitest', referrer: `http://localhost/loyalty/claim?code=${token}&x=1`, pageTitle: 'Reset', loadTime: 5 },
    });
    await bus.drain();
    const result = await report({ from: today, to: today, top: '50' });
    const published = bus.delivered.map((event) => event.detail as PageHitEvent).filter((hit) => hit.pageTitle === 'Reset');

    expect(sent.status).toBe(202);
    expect(result.body.topPages).toContainEqual({ path: '/reset-password/:token', views: expect.any(Number) });
    expect(JSON.stringify(result.body)).not.toContain(token);
    expect(published.at(-1)).toMatchObject({ path: '/reset-password/redacted', fullUrl: 'http://localhost/reset-password/redacted?from=email', referrer: 'http://localhost/loyalty/claim?code=redacted&x=1' });
    expect(JSON.stringify(published)).not.toContain(token);
  });

  it("counts a customer's job and order pages under their route, the catalogue's pages under their address (decision 381)", async () => {
    const year = 2030 + Math.floor(Math.random() * 60);
    const at = `${year}-09-10T10:00:00.000Z`;
    for (const path of ['/job/Ab3dEf6hIj9kLm0nOp2qRs', '/job/Zz9yXw8vUt7sRq6pOn5mLk', '/job/Zz9yXw8vUt7sRq6pOn5mLk', '/shop/orders/01JD3X0000000000000000000A', '/shop/product/iphone-15-screen']) deliver(hit(path, at));
    await bus.drain();

    const result = await report({ from: `${year}-09-10`, to: `${year}-09-10` });

    expect(result.body.totalViews).toBe(5);
    expect(result.body.topPages).toEqual([
      { path: '/job/:qrCode', views: 3 },
      { path: '/shop/orders/:id', views: 1 },
      { path: '/shop/product/iphone-15-screen', views: 1 },
    ]);
  });

  it('takes at most 90 days, in order, and real dates only', async () => {
    const ninety = await report({ from: '2024-01-01', to: '2024-03-30' });
    const ninetyOne = await report({ from: '2024-01-01', to: '2024-03-31' });
    const backwards = await report({ from: '2024-02-02', to: '2024-02-01' });
    const missing = await report({ from: '2024-02-02' });
    const notADay = await report({ from: '2024-13-01', to: '2024-13-02' });

    expect(ninety.status).toBe(200);
    expect(ninety.body.days).toHaveLength(90);
    expect(ninetyOne.status).toBe(400);
    expect(ninetyOne.body.message).toBe('Choose a range of at most 90 days');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('from must not be after to');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('to is required');
    expect(notADay.status).toBe(400);
  });

  it("reads a month's counters in one Query of the month's partition, and 90 days in at most four (decision 362)", async () => {
    // A year of its own: the local table keeps earlier runs' hits.
    const year = 2030 + Math.floor(Math.random() * 60);
    for (const day of ['08-01', '08-15', '08-31']) deliver(hit('/repairs', `${year}-${day}T10:00:00.000Z`));
    await bus.drain();

    tally = emptyTally();
    const month = await report({ from: `${year}-08-01`, to: `${year}-08-31` });
    const monthQueries = tally.byCommand.QueryCommand ?? 0;
    tally = emptyTally();
    await report({ from: `${year}-07-15`, to: `${year}-10-12` });
    const ninetyDayQueries = tally.byCommand.QueryCommand ?? 0;
    tally = null;

    expect(month.body.totalViews).toBe(3);
    expect(month.body.topPages).toEqual([{ path: '/repairs', views: 3 }]);
    expect(monthQueries).toBe(1);
    expect(ninetyDayQueries).toBe(4);
  });
});
