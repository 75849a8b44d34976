// The local stand-in for EventBridge: takes what functions/events/publish-event.ts publishes and
// delivers it, as an EventBridge event, to the consumers the rules in shared/events.ts name (the
// rules the CDK events stack creates). Failed deliveries are retried like EventBridge retries them,
// then kept as dead letters. `drain()` lets tests wait for every delivery.
import { pathToFileURL } from 'node:url';
import type { Context, EventBridgeEvent } from 'aws-lambda';
import { eventRules, type EventRule } from '../../shared/events';
import { setLocalEventSink, type LocalEventSink } from '../../functions/events/publish-event';
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
   * seed's bus, whose messages would be about repairs that never happened. What they would have
   * sent stays in `delivered`.
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

  /** Makes this bus the one publishEvent uses in this process. */
  attach(): this {
    this.replaced = setLocalEventSink((event) => this.publish(event));
    return this;
  }

  /** Gives publishEvent back the sink it had before attach(). */
  detach(): void {
    setLocalEventSink(this.replaced);
  }

  publish(event: PublishedEvent): void {
    this.delivered.push(event);
    const reachesPeople = (rule: EventRule) => Boolean(rule.sendsEmail || rule.sendsSms);
    for (const rule of eventRules.filter((r) => r.detailTypes.includes(event.detailType) && !(this.options.quiet && reachesPeople(r)))) {
      const delivery = this.deliver(rule, event).finally(() => this.pending.delete(delivery));
      this.pending.add(delivery);
    }
  }

  /** Resolves when every delivery started so far, and any it started in turn, has finished (safe to pass around unbound). */
  readonly drain = async (): Promise<void> => {
    while (this.pending.size) await Promise.all([...this.pending]);
  };

  private async deliver(rule: EventRule, event: PublishedEvent): Promise<void> {
    const attempts = this.options.attempts ?? 3;
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
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const consumer = await this.consumer(rule.consumer);
        await consumer(bridgeEvent, lambdaContext(rule.name));
        return;
      } catch (error) {
        lastError = error;
        if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, (this.options.retryDelayMs ?? 200) * attempt));
      }
    }
    const letter = { event, rule: rule.name, error: lastError instanceof Error ? lastError.message : String(lastError) };
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
