// DeviceDrs-<stage>-Observability: the dashboard, the alarms and their topic.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { routes } from '../../shared/api/manifest';
import type { AppConfig } from '../config';
import type { EventConsumer } from '../constructs/event-hub';
import { routeFunctionName, type Api } from '../constructs/http-api';
import { Monitoring } from '../constructs/monitoring';
import { WEBHOOK_DELIVERIES, type WebhookDeliveries } from '../constructs/webhook-deliveries';

export interface ObservabilityStackProps extends StackProps {
  readonly config: AppConfig;
  readonly api: Api;
  readonly table: ITable;
  readonly consumers: readonly EventConsumer[];
  /** The webhook consumer: graphed and alarmed on like the event consumers. */
  readonly webhooks: WebhookDeliveries;
}

export class ObservabilityStack extends Stack {
  readonly monitoring: Monitoring;

  constructor(scope: Construct, id: string, props: ObservabilityStackProps) {
    super(scope, id, props);
    this.monitoring = new Monitoring(this, 'Monitoring', {
      config: props.config,
      httpApi: props.api.httpApi,
      accessLogs: props.api.accessLogs,
      apiFunctions: props.api.routeFunctions.map(({ route }) => ({ name: route.name, functionName: routeFunctionName(props.config, route) })),
      table: props.table,
      consumers: [
        ...props.consumers.map((consumer) => ({
          name: consumer.rule.name,
          function: consumer.function,
          deadLetterQueue: consumer.deadLetterQueue,
        })),
        { name: WEBHOOK_DELIVERIES, function: props.webhooks.function, deadLetterQueue: props.webhooks.deadLetterQueue },
      ],
      pageHitRoute: routes.recordHit,
    });
  }
}
