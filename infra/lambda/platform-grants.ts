// Grants for the platform pieces beside the table and bus (decision 135): the uploads bucket, the
// payment secrets and one-time job schedules. Like ./grants.ts, each binds the IAM grant and the
// environment variable the function reads (functions/env.ts) in one call.
import { Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { PAYMENT_SECRET_NAMES, paymentSecretsPrefix } from '../../shared/payment-secrets';
import { EXPORT_FILES_PREFIX, UPLOAD_PURPOSES } from '../../shared/schemas/shop/upload';
import type { AppConfig } from '../config';
import type { ScheduledJobFunction } from '../constructs/scheduled-jobs';
import { uploadsBucketArn, uploadsBucketName } from '../constructs/uploads-bucket';

/**
 * ssm:GetParameter on exactly the payment parameters. They are SecureStrings under the AWS managed
 * key aws/ssm, which SSM may use for any principal of the account, so no kms grant is needed. The
 * function reads them through the Parameters and Secrets extension (ServiceFunction's
 * `readsParameters`), which calls SSM with the function's own role.
 */
export function bindPaymentSecrets(fn: LambdaFunction, config: AppConfig): void {
  const prefix = paymentSecretsPrefix(config.stage);
  fn.addEnvironment('PAYMENT_SECRETS_PREFIX', prefix);
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ssm:GetParameter'],
      resources: Object.values(PAYMENT_SECRET_NAMES).map((name) =>
        stack.formatArn({ service: 'ssm', resource: 'parameter', resourceName: `${prefix.slice(1)}/${name}` }),
      ),
    }),
  );
}

/**
 * 'sign': s3:PutObject (what a presigned POST signed by the function may do); 'delete': s3:DeleteObject;
 * both under the upload purposes' prefixes only. 'export': s3:PutObject and s3:GetObject (what its
 * presigned GET links may do) under exports/ only (decision 380).
 */
export function bindUploads(fn: LambdaFunction, config: AppConfig, access: 'sign' | 'delete' | 'export'): void {
  const stack = Stack.of(fn);
  fn.addEnvironment('UPLOADS_BUCKET', uploadsBucketName(stack, config));
  const prefixes: readonly string[] = access === 'export' ? [EXPORT_FILES_PREFIX] : UPLOAD_PURPOSES;
  const actions = access === 'export' ? ['s3:PutObject', 's3:GetObject'] : [access === 'sign' ? 's3:PutObject' : 's3:DeleteObject'];
  fn.addToRolePolicy(new PolicyStatement({ actions, resources: prefixes.map((prefix) => `${uploadsBucketArn(stack, config)}/${prefix}/*`) }));
  Validations.of(fn.role!).acknowledge(
    ...prefixes.map((prefix) => ({
      id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::device-drs-${config.stage}-uploads-<AWS::AccountId>-<AWS::Region>/${prefix}/*]`,
      reason:
        access === 'export'
          ? `Each export is a new folder with a generated name (${prefix}/<ulid>/<file>.csv, decision 380); the grant is writing and reading objects under the ${prefix}/ prefix of the uploads bucket.`
          : `Each upload is a new object with a generated key (<purpose>/<ulid>.<ext>, decision 132); the grant is that one action under the ${prefix}/ prefix of the uploads bucket.`,
    })),
  );
}

/** scheduler:CreateSchedule in the jobs' group only, and passing that one job's role to the scheduler. */
export function bindJobScheduling(fn: LambdaFunction, job: ScheduledJobFunction): void {
  fn.addEnvironment('SCHEDULED_JOBS_TARGET_ARN', job.function.functionArn);
  fn.addEnvironment('SCHEDULER_ROLE_ARN', job.schedulerRole.roleArn);
  fn.addEnvironment('SCHEDULE_GROUP_NAME', job.groupName);
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['scheduler:CreateSchedule'],
      resources: [stack.formatArn({ service: 'scheduler', resource: 'schedule', resourceName: `${job.groupName}/*` })],
    }),
  );
  Validations.of(fn.role!).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:scheduler:<AWS::Region>:<AWS::AccountId>:schedule/${job.groupName}/*]`,
    reason: 'Each checkout makes its own one-time schedule, named after its order (release-<orderId>), only in the jobs group.',
  });
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['iam:PassRole'],
      resources: [job.schedulerRole.roleArn],
      conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
    }),
  );
}
