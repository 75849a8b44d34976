// The local stand-in for EventBridge: takes what functions/events/publish-event.ts publishes and
// delivers it, as an EventBridge event, to the consumers the rules in shared/events.ts name (the
// rules the CDK events stack creates). Failed deliveries are retried like EventBridge retries them,
// then kept as dead letters. `drain()` lets tests wait for every delivery. The webhook events go, as
// the cloud's rule puts them on the delivery queue, to the webhook consumer's same code, and its
// retry timers (functions/webhooks/local-retry-queue.ts) hand due retries to it too (decision 277).
import { pathToFileURL } from 'node:url';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { eventRules, type EventRule } from '../../shared/events';
import { setLocalEventSink, type LocalEventSink } from '../../functions/events/publish-event';
import { setLocalRetryConsumer, type LocalRetryConsumer } from '../../functions/webhooks/local-retry-queue';
import { WEBHOOK_CONSUMER, WEBHOOK_SOURCE_EVENTS } from '../../shared/webhooks/topics';
import { consumerEntry } from '../../infra/lambda/paths';
import { lambdaContext } from './api-event';

export type PublishedEvent = Parameters<LocalEventSink>[0];
type Consumer = (event: EventBridgeEvent<string, unknown>, context: Context) => Promise<void>;

export interface DeadLetter {
  event: PublishedEvent;
  rule: string;
  error: string;
}

export interface LocalBusOptions {
  /** Attempts per delivery before the event becomes a dead letter. */
  attempts?: number;
  retryDelayMs?: number;
  onDeadLetter?: (letter: DeadLetter) => void;
  /**
   * Delivers to every consumer but those that reach people (the email and SMS senders): the demo
   * seed's bus, whose messages would be about repairs that never happened; nor webhooks. What they
   * would have sent stays in `delivered`.
   */
  quiet?: boolean;
}

export class LocalBus {
  /** Every event published, in order. */
  readonly delivered: PublishedEvent[] = [];
  readonly deadLetters: DeadLetter[] = [];
  private readonly pending = new Set<Promise<void>>();
  private readonly consumers = new Map<string, Promise<Consumer>>();

  constructor(private readonly options: LocalBusOptions = {}) {}

  private replaced: LocalEventSink | null = null;
  private replacedRetries: LocalRetryConsumer | null = null;

  /** Makes this bus the one publishEvent uses in this process, and its webhook consumer the one retries reach. */
  attach(): this {
    this.replaced = setLocalEventSink((event) => this.publish(event));
    this.replacedRetries = setLocalRetryConsumer((message, now) => this.track(this.webhookConsumer().then((consumer) => consumer.runAt(message, now))));
    return this;
  }

  /** Gives publishEvent back the sink it had before attach(). */
  detach(): void {
    setLocalEventSink(this.replaced);
    setLocalRetryConsumer(this.replacedRetries);
  }

  /** Counts the work in drain() (without its failure, which its caller sees) and answers it. */
  private track(work: Promise<void>): Promise<void> {
    const tracked: Promise<void> = work.then(
      () => void this.pending.delete(tracked),
      () => void this.pending.delete(tracked),
    );
    this.pending.add(tracked);
    return work;
  }

  private webhookConsumer(): Promise<{ runAt: LocalRetryConsumer }> {
    return import(pathToFileURL(consumerEntry(WEBHOOK_CONSUMER)).href).then((module: { handler: { runAt: LocalRetryConsumer } }) => module.handler);
  }

  publish(event: PublishedEvent): void {
    this.delivered.push(event);
    const reachesPeople = (rule: EventRule) => Boolean(rule.sendsEmail || rule.sendsSms);
    for (const rule of eventRules.filter((r) => r.detailTypes.includes(event.detailType) && !(this.options.quiet && reachesPeople(r)))) {
      const delivery = this.deliver(rule, event).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
    // Webhooks reach other systems, like the senders reach people: the quiet demo seed's bus sends none.
    if (!this.options.quiet && (WEBHOOK_SOURCE_EVENTS as readonly string[]).includes(event.detailType)) void this.track(this.deliverWebhooks(event));
  }

  /** The rule's way to the queue and on to the consumer: the EventBridge event is the message. Retried like the rules. */
  private async deliverWebhooks(event: PublishedEvent): Promise<void> {
    const message = { version: '0', id: event.id, 'detail-type': event.detailType, source: event.source, time: event.time, detail: event.detail };
    await this.withRetries('WebhookDeliveries', event, async () => (await this.webhookConsumer()).runAt(message, new Date()));
  }

  /** Resolves when every delivery started so far, and any it started in turn, has finished (safe to pass around unbound). */
  readonly drain = async (): Promise<void> => {
    while (this.pending.size) await Promise.all([...this.pending]);
  };

  private async deliver(rule: EventRule, event: PublishedEvent): Promise<void> {
    const bridgeEvent: EventBridgeEvent<string, unknown> = {
      version: '0',
      id: event.id,
      'detail-type': event.detailType,
      source: event.source,
      account: '000000000000',
      time: event.time,
      region: 'eu-west-2',
      resources: [],
      detail: event.detail,
    };
    await this.withRetries(rule.name, event, async () => {
      const consumer = await this.consumer(rule.consumer);
      await consumer(bridgeEvent, lambdaContext(rule.name));
    });
  }

  private async withRetries(ruleName: string, event: PublishedEvent, run: () => Promise<void>): Promise<void> {
    const attempts = this.options.attempts ?? 3;
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        await run();
        return;
      } catch (error) {
        lastError = error;
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, (this.options.retryDelayMs ?? 200) * attempt));
      }
    }
    const letter = { event, rule: ruleName, error: lastError instanceof Error ? lastError.message : String(lastError) };
    this.deadLetters.push(letter);
    this.options.onDeadLetter?.(letter);
  }

  private consumer(name: string): Promise<Consumer> {
    let consumer = this.consumers.get(name);
    if (!consumer) {
      consumer = import(pathToFileURL(consumerEntry(name)).href).then((module: { handler: Consumer }) => module.handler);
      this.consumers.set(name, consumer);
    }
    return consumer;
  }
}
