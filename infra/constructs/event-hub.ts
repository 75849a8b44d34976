// The custom event bus, its archive, and one rule per entry of shared/events.ts `eventRules`, each
// delivering to its consumer function with retries and a dead-letter queue.
import { Duration } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_SOURCE, type EventRule } from '../../shared/events';
import type { AppConfig } from '../config';
import { bindEmailSending, bindEventBus, bindSmsSending, bindTable } from '../lambda/grants';
import { bindPaymentSecrets } from '../lambda/platform-grants';
import { primeImportGraphs } from '../lambda/import-graph';
import { consumerEntry, requireModule } from '../lambda/paths';
import { ServiceFunction } from '../lambda/service-function';

export interface EventHubProps {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly rules: readonly EventRule[];
}

export interface EventConsumer {
  readonly rule: EventRule;
  readonly function: NodejsFunction;
  /** Events that could not be delivered, or whose consumer kept failing. */
  readonly deadLetterQueue: Queue;
}

/** Replay window for the archive: long enough to notice a broken consumer and re-drive its events. */
export const ARCHIVE_RETENTION = Duration.days(30);

export class EventHub extends Construct {
  readonly bus: EventBus;
  readonly consumers: readonly EventConsumer[];

  constructor(scope: Construct, id: string, props: EventHubProps) {
    super(scope, id);
    this.bus = new EventBus(this, 'Bus', { description: 'Device DRS application events' });
    this.bus.archive('Archive', {
      description: 'Every application event, for replay after a consumer fault',
      eventPattern: { source: [EVENT_SOURCE] },
      retention: ARCHIVE_RETENTION,
    });
    // Every consumer's import graph read in one esbuild run (decision 375).
    primeImportGraphs(props.rules.map((rule) => requireModule(consumerEntry(rule.consumer), `Event rule ${rule.name}`)));
    this.consumers = props.rules.map((rule) => this.addConsumer(rule, props));
  }

  private addConsumer(rule: EventRule, { config, table }: EventHubProps): EventConsumer {
    const scope = new Construct(this, rule.name);
    const deadLetterQueue = new Queue(scope, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const consumer = new ServiceFunction(scope, 'Consumer', {
      config,
      entry: requireModule(consumerEntry(rule.consumer), `Event rule ${rule.name}`),
      description: `event consumer ${rule.consumer} (${rule.name})`,
      timeout: Duration.seconds(30),
      // Lambda retries a failing invocation twice, then parks the event here.
      deadLetterQueue,
      readsParameters: rule.usesPayments ?? false,
    });
    bindTable(consumer.function, table, rule.table);
    if (rule.sendsEmail) bindEmailSending(consumer.function, config);
    if (rule.publishesEvents) bindEventBus(consumer.function, this.bus);
    if (rule.sendsSms) bindSmsSending(consumer.function, config);
    if (rule.usesPayments) bindPaymentSecrets(consumer.function, config);

    new Rule(scope, 'Rule', {
      eventBus: this.bus,
      description: `${rule.detailTypes.join(', ')} to ${rule.consumer}`,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...rule.detailTypes] },
      // EventBridge retries delivery (throttling, service errors) for up to a day, then parks the event here.
      targets: [
        new LambdaFunction(consumer.function, {
          deadLetterQueue,
          retryAttempts: 8,
          maxEventAge: Duration.hours(24),
        }),
      ],
    });
    return { rule, function: consumer.function, deadLetterQueue };
  }
}
