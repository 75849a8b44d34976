// DeviceDrs-<stage>-Events: the bus, its archive, one rule and consumer per event rule, and the
// scheduled jobs (background work at a time rather than on an event), and the webhook deliveries.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { EventRule } from '../../shared/events';
import type { ScheduledJobDefinition } from '../../shared/scheduled-jobs';
import type { AppConfig } from '../config';
import { EventHub } from '../constructs/event-hub';
import { ScheduledJobs } from '../constructs/scheduled-jobs';
import { WebhookDeliveries } from '../constructs/webhook-deliveries';

export interface EventsStackProps extends StackProps {
  readonly config: AppConfig;
  readonly table: ITable;
  /** shared/events.ts `eventRules`. */
  readonly rules: readonly EventRule[];
  /** shared/scheduled-jobs.ts `scheduledJobs`. */
  readonly jobs: readonly ScheduledJobDefinition[];
}

export class EventsStack extends Stack {
  readonly hub: EventHub;
  readonly scheduledJobs: ScheduledJobs;
  readonly webhooks: WebhookDeliveries;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.hub = new EventHub(this, 'EventHub', { config: props.config, table: props.table, rules: props.rules });
    this.scheduledJobs = new ScheduledJobs(this, 'ScheduledJobs', { config: props.config, table: props.table, bus: this.hub.bus, jobs: props.jobs });
    this.webhooks = new WebhookDeliveries(this, 'Webhooks', { config: props.config, table: props.table, bus: this.hub.bus });
  }
}
