// Permission helpers: each binds one capability to a function in one call, the IAM grant and the
// environment variable the function reads (functions/env.ts) together, so neither comes alone.
import { Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import type { TableAccess } from '../../shared/api/define-route';
import { TABLE_INDEXES } from '../../shared/table-design';
import type { AppConfig } from '../config';

/**
 * Item-level actions only. Transactions need no action of their own: DynamoDB authorises each
 * Put, Update, Delete and ConditionCheck inside them. Scan is granted to nobody (no request path
 * may scan), nor are table-management actions.
 */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'];
export const TABLE_WRITE_ACTIONS = ['dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/**
 * 'read' and 'readwrite' grant exactly that on the table, and Query on each named index (no
 * index/* wildcard); 'none' grants nothing and sets no TABLE_NAME.
 */
export function bindTable(fn: LambdaFunction, table: ITable, access: TableAccess): void {
  if (access === 'none') return;
  fn.addEnvironment('TABLE_NAME', table.tableName);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: access === 'readwrite' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : TABLE_READ_ACTIONS,
      resources: [table.tableArn],
    }),
  );
  if (TABLE_INDEXES.length > 0) {
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: TABLE_INDEXES.map((index) => `${table.tableArn}/index/${index.name}`),
      }),
    );
  }
}

export function bindEventBus(fn: LambdaFunction, bus: IEventBus): void {
  fn.addEnvironment('EVENT_BUS_NAME', bus.eventBusName);
  bus.grantPutEventsTo(fn);
}

/** ses:SendEmail from the configured sender only: its domain identity or its address identity. */
export function bindEmailSending(fn: LambdaFunction, config: AppConfig): void {
  fn.addEnvironment('MAIL_FROM', config.mailFrom);
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [config.mailIdentity.domain, config.mailIdentity.address].map((identity) =>
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: identity }),
      ),
    }),
  );
}

/** Amazon Location places autocomplete; the standalone Places API's only resource is its provider. */
export function bindPlacesAutocomplete(fn: LambdaFunction): void {
  const stack = Stack.of(fn);
  fn.addToRolePolicy(
    new PolicyStatement({
      actions: ['geo-places:Autocomplete'],
      resources: [stack.formatArn({ service: 'geo-places', account: '', resource: 'provider', resourceName: 'default' })],
    }),
  );
}

/** sms-voice:SendTextMessage from the configured origination identity only; nothing when none is set. */
export function bindSmsSending(fn: LambdaFunction, config: AppConfig): void {
  if (!config.smsOriginationIdentity) return;
  fn.addEnvironment('SMS_ORIGINATION_IDENTITY', config.smsOriginationIdentity);
  fn.addToRolePolicy(new PolicyStatement({ actions: ['sms-voice:SendTextMessage'], resources: [config.smsOriginationIdentity] }));
}
