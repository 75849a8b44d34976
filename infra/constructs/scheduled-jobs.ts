// The scheduled jobs of shared/scheduled-jobs.ts (decision 135): per job its own Lambda with exactly
// the access the entry lists, a dead-letter queue, and a role only EventBridge Scheduler may assume
// that may invoke only that function. A daily job gets its schedule here; a one-time job's schedules
// are made at run time, in the jobs' group, by the routes that declare `schedulesJob`.
import { Duration, Stack, TimeZone, Validations, type CfnElement } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Schedule, ScheduleExpression, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { dailyCron, type ScheduledJobDefinition } from '../../shared/scheduled-jobs';
import type { AppConfig } from '../config';
import { bindEmailSending, bindEventBus, bindTable } from '../lambda/grants';
import { requireModule, scheduledRunnerEntry } from '../lambda/paths';
import { bindPaymentSecrets } from '../lambda/platform-grants';
import { ServiceFunction } from '../lambda/service-function';

export interface ScheduledJobsProps {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly bus: IEventBus;
  readonly jobs: readonly ScheduledJobDefinition[];
}

export interface ScheduledJobFunction {
  readonly job: ScheduledJobDefinition;
  readonly function: NodejsFunction;
  /** The role EventBridge Scheduler assumes to invoke the function. */
  readonly schedulerRole: Role;
  readonly groupName: string;
  /** Invocations the scheduler could not deliver after its retries. */
  readonly deadLetterQueue: Queue;
  readonly schedule?: Schedule;
}

export class ScheduledJobs extends Construct {
  readonly group: ScheduleGroup;
  /** A literal, so grants and their cdk-nag acknowledgments can name it. */
  readonly groupName: string;
  readonly jobs: ReadonlyMap<string, ScheduledJobFunction>;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    this.groupName = `device-drs-${props.config.stage}-jobs`;
    this.group = new ScheduleGroup(this, 'Group', { scheduleGroupName: this.groupName });
    this.jobs = new Map(props.jobs.map((job) => [job.name, this.addJob(job, props)]));
  }

  private addJob(job: ScheduledJobDefinition, { config, table, bus }: ScheduledJobsProps): ScheduledJobFunction {
    const scope = new Construct(this, job.name);
    const deadLetterQueue = new Queue(scope, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: "This queue is itself the dead-letter queue of the job's schedules: what the scheduler could not deliver after its retries waits here 14 days.",
    });
    const runner = new ServiceFunction(scope, 'Runner', {
      config,
      entry: requireModule(scheduledRunnerEntry(job.runner), `Scheduled job ${job.name}`),
      description: `scheduled job ${job.runner} (${job.name})`,
      timeout: Duration.seconds(60),
      publishesEvents: job.publishesEvents ?? false,
      readsParameters: job.usesPayments ?? false,
    });
    const fn = runner.function;
    bindTable(fn, table, job.table);
    if (job.publishesEvents) bindEventBus(fn, bus);
    if (job.sendsEmail) bindEmailSending(fn, config);
    if (job.usesPayments) bindPaymentSecrets(fn, config);

    const schedulerRole = new Role(scope, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': this.group.stack.account } },
      }),
      description: `EventBridge Scheduler runs ${job.name}`,
    });
    schedulerRole.addToPolicy(new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.functionArn] }));
    deadLetterQueue.grantSendMessages(schedulerRole);

    const schedule =
      job.timing.kind === 'daily'
        ? new Schedule(scope, 'Schedule', {
            scheduleGroup: this.group,
            description: job.description,
            schedule: ScheduleExpression.expression(dailyCron(job.timing.at), TimeZone.EUROPE_LONDON),
            target: new LambdaInvoke(fn, { role: schedulerRole, deadLetterQueue, retryAttempts: 10, maxEventAge: Duration.hours(6) }),
          })
        : undefined;
    if (schedule) {
      const functionId = Stack.of(fn).getLogicalId(fn.node.defaultChild as CfnElement);
      Validations.of(schedulerRole).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${functionId}.Arn>:*]`,
        reason: "The scheduler's Lambda target grants invoke on the job's one function and its versions (<arn>:*), nothing else.",
      });
    }
    return { job, function: fn, schedulerRole, groupName: this.groupName, deadLetterQueue, ...(schedule ? { schedule } : {}) };
  }
}
