// DeviceDrs-<stage>-Events: the bus, its archive, and one rule and consumer per event rule.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import type { EventRule } from '../../shared/events';
import type { AppConfig } from '../config';
import { EventHub } from '../constructs/event-hub';

export interface EventsStackProps extends StackProps {
  readonly config: AppConfig;
  readonly table: ITable;
  /** shared/events.ts `eventRules`. */
  readonly rules: readonly EventRule[];
}

export class EventsStack extends Stack {
  readonly hub: EventHub;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    this.hub = new EventHub(this, 'EventHub', { config: props.config, table: props.table, rules: props.rules });
  }
}
