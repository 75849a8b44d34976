// The operations view: one CloudWatch dashboard (API traffic and errors, the functions, the table's
// throttling, page hits, the event consumers) and alarms to an encrypted SNS topic.
import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  MathExpression,
  Metric,
  SingleValueWidget,
  TextWidget,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { AnyRoute } from '../../shared/api/define-route';
import { TABLE_INDEXES } from '../../shared/table-design';
import type { AppConfig } from '../config';
import { routeKeyOf } from './http-api';

export interface MonitoringProps {
  readonly config: AppConfig;
  readonly httpApi: IHttpApi;
  readonly accessLogs: ILogGroup;
  /** By name, not by construct: a reference to a function in the API stack would cost that stack an export each. */
  readonly apiFunctions: readonly { readonly name: string; readonly functionName: string }[];
  readonly table: ITable;
  readonly consumers: readonly { readonly name: string; readonly function: IFunction; readonly deadLetterQueue: IQueue }[];
  /** The route whose successful calls count as page hits (POST /api/hit). */
  readonly pageHitRoute: AnyRoute;
}

const PERIOD = Duration.minutes(5);

/** The 5xx alarm ignores quieter periods: one failure among three requests is noise, not an outage. */
export const SERVER_ERROR_ALARM = { thresholdPercent: 5, minimumRequests: 10 } as const;

export class Monitoring extends Construct {
  readonly dashboard: Dashboard;
  readonly alarmTopic: Topic;
  readonly pageHits: Metric;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { config, httpApi, table } = props;
    this.alarmTopic = this.createAlarmTopic(config);
    const alarmAction = new SnsAction(this.alarmTopic);

    // Page hits: a metric filter on the API access log, counting accepted POST /api/hit calls.
    const namespace = `DeviceDrs/${config.stage}`;
    new MetricFilter(this, 'PageHitsFilter', {
      logGroup: props.accessLogs,
      metricNamespace: namespace,
      metricName: 'PageHits',
      metricValue: '1',
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.routeKey', '=', routeKeyOf(props.pageHitRoute)),
        FilterPattern.stringValue('$.status', '=', String(props.pageHitRoute.successStatus ?? 200)),
      ),
    });
    this.pageHits = new Metric({ namespace, metricName: 'PageHits', statistic: 'Sum', period: PERIOD, label: 'Page hits' });

    const requests = httpApi.metricCount({ period: PERIOD, statistic: 'Sum', label: 'Requests' });
    const clientErrors = httpApi.metricClientError({ period: PERIOD, statistic: 'Sum', label: '4xx' });
    const serverErrors = httpApi.metricServerError({ period: PERIOD, statistic: 'Sum', label: '5xx' });
    const serverErrorRate = new MathExpression({
      expression: `IF(requests >= ${SERVER_ERROR_ALARM.minimumRequests}, 100 * FILL(errors, 0) / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: PERIOD,
      label: '5xx rate (%)',
    });

    const readThrottles = table.metric('ReadThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'Read throttle events' });
    const writeThrottles = table.metric('WriteThrottleEvents', { period: PERIOD, statistic: 'Sum', label: 'Write throttle events' });
    const indexThrottles = TABLE_INDEXES.flatMap((index) =>
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map(
        (metricName) =>
          new Metric({
            namespace: 'AWS/DynamoDB',
            metricName,
            dimensionsMap: { TableName: table.tableName, GlobalSecondaryIndexName: index.name },
            period: PERIOD,
            statistic: 'Sum',
            label: `${index.name} ${metricName}`,
          }),
      ),
    );
    const tableThrottles = [readThrottles, writeThrottles, ...indexThrottles];
    // Lambda throttles only when the account's regional concurrency runs out (no function reserves
    // any), so the account-wide figure is the one that can warn us.
    const lambdaThrottles = new Metric({
      namespace: 'AWS/Lambda',
      metricName: 'Throttles',
      statistic: 'Sum',
      period: PERIOD,
      label: 'Lambda throttles (account)',
    });

    new Alarm(this, 'ApiServerErrorRate', {
      alarmDescription: `More than ${SERVER_ERROR_ALARM.thresholdPercent}% of API requests failed with 5xx in 5 minutes (at least ${SERVER_ERROR_ALARM.minimumRequests} requests).`,
      metric: serverErrorRate,
      threshold: SERVER_ERROR_ALARM.thresholdPercent,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(alarmAction);
    new Alarm(this, 'TableThrottles', {
      alarmDescription: 'DynamoDB throttled reads or writes on the table or an index.',
      metric: sumOf(tableThrottles, 'Table throttle events'),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(alarmAction);
    new Alarm(this, 'LambdaThrottles', {
      alarmDescription: 'Lambda throttled invocations: the account ran out of concurrency.',
      metric: lambdaThrottles,
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    }).addAlarmAction(alarmAction);
    for (const consumer of props.consumers) {
      new Alarm(this, `${consumer.name}DeadLetters`, {
        alarmDescription: `Events for ${consumer.name} failed and wait in its dead-letter queue.`,
        metric: consumer.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum' }),
        threshold: 0,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(alarmAction);
    }

    const perFunction = (metricName: string, statistic: string) =>
      props.apiFunctions.map(
        ({ name, functionName }) =>
          new Metric({ namespace: 'AWS/Lambda', metricName, dimensionsMap: { FunctionName: functionName }, period: PERIOD, statistic, label: name }),
      );
    this.dashboard = new Dashboard(this, 'Dashboard', {
      dashboardName: config.stackPrefix,
      defaultInterval: Duration.days(1),
    });
    this.dashboard.addWidgets(
      new TextWidget({ markdown: `# Device DRS (${config.stage})`, width: 24, height: 1 }),
      new SingleValueWidget({ title: 'Page hits (24 h)', metrics: [this.pageHits.with({ period: Duration.days(1) })], width: 6 }),
      new GraphWidget({ title: 'API requests', left: [requests], width: 6 }),
      new GraphWidget({ title: 'API errors', left: [clientErrors, serverErrors], right: [serverErrorRate], width: 6 }),
      new GraphWidget({
        title: 'API latency (ms)',
        left: [
          httpApi.metricLatency({ period: PERIOD, statistic: 'p50', label: 'p50' }),
          httpApi.metricLatency({ period: PERIOD, statistic: 'p99', label: 'p99' }),
        ],
        width: 6,
      }),
      new GraphWidget({ title: 'Function errors', left: perFunction('Errors', 'Sum'), width: 8 }),
      new GraphWidget({
        title: 'Function throttles',
        left: perFunction('Throttles', 'Sum'),
        right: [lambdaThrottles],
        width: 8,
      }),
      new GraphWidget({
        title: 'Function duration p99 (ms)',
        left: perFunction('Duration', 'p99'),
        width: 8,
      }),
      new GraphWidget({
        title: 'DynamoDB throttling',
        left: tableThrottles,
        right: [table.metricThrottledRequestsForOperations({ period: PERIOD, label: 'Throttled requests' })],
        width: 8,
      }),
      new GraphWidget({ title: 'Page hits', left: [this.pageHits], width: 8 }),
      new GraphWidget({
        title: 'Event consumers',
        left: props.consumers.flatMap(({ name, function: fn }) => [
          withLabel(fn.metricInvocations({ period: PERIOD }), `${name} invocations`),
          withLabel(fn.metricErrors({ period: PERIOD }), `${name} errors`),
        ]),
        right: props.consumers.map(({ name, deadLetterQueue }) =>
          deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: PERIOD, statistic: 'Maximum', label: `${name} dead letters` }),
        ),
        width: 8,
      }),
    );
  }

  /** SNS encrypted with a customer key: CloudWatch cannot publish to a topic under the AWS-managed SNS key. */
  private createAlarmTopic(config: AppConfig): Topic {
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    const key = new Key(this, 'AlarmTopicKey', {
      description: `Encrypts the Device DRS ${config.stage} alarm topic`,
      enableKeyRotation: true,
    });
    key.addToResourcePolicy(
      new PolicyStatement({ principals: [cloudWatch], actions: ['kms:Decrypt', 'kms:GenerateDataKey*'], resources: ['*'] }),
    );
    const topic = new Topic(this, 'AlarmTopic', {
      displayName: `Device DRS ${config.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    const stack = Stack.of(this);
    topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [topic.topicArn],
        conditions: {
          ArnLike: { 'aws:SourceArn': stack.formatArn({ service: 'cloudwatch', resource: 'alarm', resourceName: '*', arnFormat: ArnFormat.COLON_RESOURCE_NAME }) },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    if (config.alarmEmail) topic.addSubscription(new EmailSubscription(config.alarmEmail));
    return topic;
  }
}

function withLabel(metric: IMetric, label: string): IMetric {
  return metric instanceof Metric ? metric.with({ label }) : metric;
}

function sumOf(metrics: readonly IMetric[], label: string): MathExpression {
  if (metrics.length > 10) throw new Error(`An alarm can combine at most 10 metrics; ${label} has ${metrics.length}`);
  const usingMetrics = Object.fromEntries(metrics.map((metric, index) => [`m${index}`, metric]));
  return new MathExpression({ expression: `SUM([${Object.keys(usingMetrics).join(', ')}])`, usingMetrics, period: PERIOD, label });
}
