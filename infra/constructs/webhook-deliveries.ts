// Webhook deliveries (issue 31, decision 277): an EventBridge rule puts the bus events webhooks are
// made from on an SQS queue; one Lambda reads it, signs and sends each delivery and logs it in the
// table. A failed attempt's retry is a one-time EventBridge Scheduler schedule (in a group of its own)
// that puts the retry message on the same queue at its backoff time, up to 24 hours on.
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, type IEventBus } from 'aws-cdk-lib/aws-events';
import { SqsQueue } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { EVENT_SOURCE } from '../../shared/events';
import { WEBHOOK_CONSUMER, WEBHOOK_SOURCE_EVENTS } from '../../shared/webhooks/topics';
import type { AppConfig } from '../config';
import { bindEventBus, bindTable } from '../lambda/grants';
import { consumerEntry, requireModule } from '../lambda/paths';
import { ServiceFunction } from '../lambda/service-function';

export interface WebhookDeliveriesProps {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly bus: IEventBus;
}

/** Its name on the dashboard and in its dead-letter alarm. */
export const WEBHOOK_DELIVERIES = 'WebhookDeliveries';

/** A receiver has 10 seconds per attempt; a batch of 5 messages may try a few endpoints each. */
export const WEBHOOK_FUNCTION_TIMEOUT = Duration.seconds(120);

export class WebhookDeliveries extends Construct {
  readonly queue: Queue;
  readonly deadLetterQueue: Queue;
  readonly rule: Rule;
  readonly function: NodejsFunction;
  readonly schedulerRole: Role;
  readonly groupName: string;

  constructor(scope: Construct, id: string, { config, table, bus }: WebhookDeliveriesProps) {
    super(scope, id);
    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true, retentionPeriod: Duration.days(14) });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'This queue is itself the dead-letter queue of the webhook queue and of its rule: what kept failing waits here 14 days.',
    });
    this.queue = new Queue(this, 'Queue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the function's timeout, as Lambda's SQS event source asks.
      visibilityTimeout: Duration.seconds(WEBHOOK_FUNCTION_TIMEOUT.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      // A message whose processing fails (the table, not the receiver: a receiver's failure is logged and retried by schedule) 5 times is parked.
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: 5 },
    });

    const consumer = new ServiceFunction(this, 'Consumer', {
      config,
      entry: requireModule(consumerEntry(WEBHOOK_CONSUMER), 'Webhook deliveries'),
      description: `webhook consumer ${WEBHOOK_CONSUMER} (${WEBHOOK_DELIVERIES})`,
      timeout: WEBHOOK_FUNCTION_TIMEOUT,
      // Emails the owner when an endpoint is switched off (through the bus).
      publishesEvents: true,
    });
    this.function = consumer.function;
    bindTable(this.function, table, 'readwrite');
    bindEventBus(this.function, bus);
    this.function.addEventSource(new SqsEventSource(this.queue, { batchSize: 5, reportBatchItemFailures: true }));

    this.rule = new Rule(this, 'Rule', {
      eventBus: bus,
      description: `${WEBHOOK_SOURCE_EVENTS.join(', ')} to the webhook queue`,
      eventPattern: { source: [EVENT_SOURCE], detailType: [...WEBHOOK_SOURCE_EVENTS] },
      targets: [new SqsQueue(this.queue, { deadLetterQueue: this.deadLetterQueue, retryAttempts: 8, maxEventAge: Duration.hours(24) })],
    });

    // Retries: schedules in their own group, run as a role that may only send to this queue.
    this.groupName = `device-drs-${config.stage}-webhooks`;
    new ScheduleGroup(this, 'RetryGroup', { scheduleGroupName: this.groupName });
    this.schedulerRole = new Role(this, 'RetryRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', { conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } } }),
      description: 'EventBridge Scheduler puts due webhook retries on the webhook queue',
    });
    this.queue.grantSendMessages(this.schedulerRole);
    this.function.addEnvironment('WEBHOOK_QUEUE_ARN', this.queue.queueArn);
    this.function.addEnvironment('WEBHOOK_SCHEDULER_ROLE_ARN', this.schedulerRole.roleArn);
    this.function.addEnvironment('WEBHOOK_SCHEDULE_GROUP', this.groupName);
    const stack = Stack.of(this);
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['scheduler:CreateSchedule'],
        resources: [stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${this.groupName}/*` })],
      }),
    );
    Validations.of(this.function.role!).acknowledge({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${this.groupName}/*]`,
      reason: 'Each failed webhook attempt makes its own one-time retry schedule (webhook-<delivery>-<time>), only in the webhooks group.',
    });
    this.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
  }
}
