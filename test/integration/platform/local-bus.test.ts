// The local bus delivers as EventBridge does: to the consumer its rule names, retried on failure,
// and parked as a dead letter in the end.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { EVENT_SOURCE, eventTypes } from '../../../shared/events';
import { londonDay } from '../../../shared/dates';
import { LocalBus } from '../../../scripts/local/local-bus';
import { asDemoData } from '../../../scripts/local/as-demo-data';
import { publishEvent, setLocalEventSink } from '../../../functions/events/publish-event';
import { db, tableName } from '../../../functions/data/client';
import * as keys from '../../../functions/data/keys';

function pageHitEvent(detail: Record<string, unknown>) {
  return { id: `evt-${Math.random()}`, detailType: eventTypes.pageHit.detailType, source: EVENT_SOURCE, time: new Date().toISOString(), detail };
}

describe('LocalBus', () => {
  it('delivers a page hit to the audit consumer, which records it', async () => {
    const bus = new LocalBus();
    const at = new Date().toISOString();
    const id = `hit-${Date.now()}`;

    bus.publish(
      pageHitEvent({ id, at, clientIp: '203.0.113.1', path: '/', fullUrl: 'http://localhost/', userAgent: 'test', referrer: '', pageTitle: 'Home', loadTime: 120 }),
    );
    await bus.drain();

    const { Item } = await db.send(new GetCommand({ TableName: tableName, Key: keys.pageHit(londonDay(new Date(at)), at, id) }));
    expect(Item).toMatchObject({ type: 'PageHit', path: '/', pageTitle: 'Home' });
    expect(bus.deadLetters).toEqual([]);
  });

  it('retries a failing delivery, then keeps it as a dead letter', async () => {
    const parked: string[] = [];
    const bus = new LocalBus({ attempts: 3, retryDelayMs: 1, onDeadLetter: (letter) => parked.push(letter.rule) });

    bus.publish(pageHitEvent({ not: 'a page hit' }));
    await bus.drain();

    expect(bus.deadLetters).toHaveLength(1);
    expect(parked).toEqual(['AuditRecorder']);
  });

  it("gives publishEvent back the sink it replaced when detached; demo data's events are dropped", async () => {
    const hit = (id: string) => ({ id, at: new Date().toISOString(), clientIp: '203.0.113.1', path: '/', fullUrl: 'http://localhost/', userAgent: 'test', referrer: '', pageTitle: 'Home', loadTime: 120 });
    // From no sink, whatever an earlier file of this worker left attached (files share its modules).
    const earlier = setLocalEventSink(null);
    try {
      const outer = new LocalBus().attach();
      const inner = new LocalBus().attach();
      inner.detach();

      await asDemoData(() => publishEvent(eventTypes.pageHit, hit('demo')));
      await publishEvent(eventTypes.pageHit, hit('real'));
      outer.detach();
      await outer.drain();

      expect(inner.delivered).toEqual([]);
      expect(outer.delivered.map((event) => (event.detail as { id: string }).id)).toEqual(['real']);
      await expect(publishEvent(eventTypes.pageHit, hit('after'))).rejects.toThrow('No local event sink registered');
    } finally {
      setLocalEventSink(earlier);
    }
  });
});
