// DeviceDrs-<stage>-Api: the HTTP API with one function and route per entry of the route manifest,
// each area's in a nested stack.
import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import type { Construct } from 'constructs';
import type { AnyRoute } from '../../shared/api/define-route';
import type { AppConfig } from '../config';
import { Api } from '../constructs/http-api';
import type { ScheduledJobFunction } from '../constructs/scheduled-jobs';

export interface ApiStackProps extends StackProps {
  readonly config: AppConfig;
  readonly table: ITable;
  readonly bus: IEventBus;
  /** The manifest's routes by area (`routeAreas`). */
  readonly areas: Readonly<Record<string, Readonly<Record<string, AnyRoute>>>>;
  readonly scheduledJobs: ReadonlyMap<string, ScheduledJobFunction>;
}

export class ApiStack extends Stack {
  readonly api: Api;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.api = new Api(this, 'Api', { config: props.config, table: props.table, bus: props.bus, areas: props.areas, scheduledJobs: props.scheduledJobs });
    Validations.of(this.api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        "Auth is the route's own: the manifest gives each route public, customer or admin, and the shared handler chain checks the drs_session cookie (401/403) before any input is read. Public routes are public by design.",
    });
  }
}
