// Builds the CDK app: the five stacks, composed from the validated context. infra/app.ts (the CDK
// CLI's entry) and the infra tests both call this, so the tests check what `cdk synth` produces.
import { join } from 'node:path';
import { App, Tags, type Environment } from 'aws-cdk-lib';
import type { AnyRoute } from '../shared/api/define-route';
import { routeAreas } from '../shared/api/manifest';
import { eventRules } from '../shared/events';
import { scheduledJobs, type ScheduledJobDefinition } from '../shared/scheduled-jobs';
import { loadConfig, type AppConfig } from './config';
import { REPO_ROOT } from './lambda/paths';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { EventsStack } from './stacks/events-stack';
import { ObservabilityStack } from './stacks/observability-stack';
import { WebStack } from './stacks/web-stack';

export interface BuildAppOptions {
  /** Context values; the CDK CLI passes cdk.json's and `-c` values through the environment instead. */
  readonly context?: Record<string, unknown>;
  /** Cloud assembly folder; defaults to the CLI's, or a temporary one. */
  readonly outdir?: string;
  /** The SPA build folder to upload; defaults to frontend/dist. */
  readonly siteDir?: string;
  /** The API's routes by area; defaults to the manifest's routeAreas, which is what every deployment uses. */
  readonly areas?: Readonly<Record<string, Readonly<Record<string, AnyRoute>>>>;
  /** The scheduled jobs; defaults to shared/scheduled-jobs.ts `scheduledJobs`. */
  readonly jobs?: readonly ScheduledJobDefinition[];
}

export interface DeviceDrsApp {
  readonly app: App;
  readonly config: AppConfig;
  readonly data: DataStack;
  readonly events: EventsStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly observability: ObservabilityStack;
}

export function buildApp(options: BuildAppOptions = {}): DeviceDrsApp {
  const app = new App({
    ...(options.context ? { context: options.context } : {}),
    ...(options.outdir ? { outdir: options.outdir } : {}),
  });
  const config = loadConfig(app);
  const env: Environment | undefined =
    config.account || config.region ? { account: config.account, region: config.region } : undefined;
  const stackProps = (description: string) => ({ config, description, ...(env ? { env } : {}) });

  const data = new DataStack(app, `${config.stackPrefix}-Data`, stackProps('Device DRS: the DynamoDB table'));
  const events = new EventsStack(app, `${config.stackPrefix}-Events`, {
    ...stackProps('Device DRS: event bus, archive, rules and consumers'),
    table: data.table,
    rules: eventRules,
    jobs: options.jobs ?? scheduledJobs,
  });
  const api = new ApiStack(app, `${config.stackPrefix}-Api`, {
    ...stackProps('Device DRS: HTTP API, one function per route'),
    table: data.table,
    bus: events.hub.bus,
    areas: options.areas ?? routeAreas,
    scheduledJobs: events.scheduledJobs.jobs,
  });
  const web = new WebStack(app, `${config.stackPrefix}-Web`, {
    ...stackProps('Device DRS: CloudFront, the site bucket and its content'),
    apiDomainName: api.api.domainName,
    table: data.table,
    siteDir: options.siteDir ?? join(REPO_ROOT, 'frontend', 'dist'),
  });
  const observability = new ObservabilityStack(app, `${config.stackPrefix}-Observability`, {
    ...stackProps('Device DRS: dashboard and alarms'),
    api: api.api,
    table: data.table,
    consumers: events.hub.consumers,
    webhooks: events.webhooks,
  });

  Tags.of(app).add('app', 'device-drs');
  Tags.of(app).add('stage', config.stage);
  return { app, config, data, events, api, web, observability };
}
