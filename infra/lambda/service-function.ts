// One Lambda function from a module under functions/: the house bundling, its own log group with a
// retention, and a role that may write only to that log group (no AWS managed policy). Callers add
// exactly the other permissions the manifest declares, through ./grants.ts.
import { RemovalPolicy, Validations, type Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { ParamsAndSecretsLayerVersion, ParamsAndSecretsLogLevel, ParamsAndSecretsVersions } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AppConfig } from '../config';
import { LAMBDA_ARCHITECTURE, LAMBDA_RUNTIME, bundlingFor } from './function-bundling';
import { bundleFilesReadBy } from './bundle-files';
import { nativeModulesImportedBy } from './native-modules';
import { LOCK_FILE, REPO_ROOT } from './paths';

export interface ServiceFunctionProps {
  readonly config: AppConfig;
  /** Absolute path of the TypeScript module that exports `handler`. */
  readonly entry: string;
  readonly description: string;
  readonly timeout: Duration;
  /** Whether it may put events on the bus; without, its bundle leaves the EventBridge client out. */
  readonly publishesEvents?: boolean;
  /**
   * Reads SSM parameters through the AWS Parameters and Secrets Lambda Extension (a layer serving
   * them on localhost:2773, cached), instead of an SDK client in the bundle (decision 134).
   */
  readonly readsParameters?: boolean;
  /** Asynchronous invocations only: where an event goes after Lambda's own retries fail. */
  readonly deadLetterQueue?: IQueue;
  /**
   * A fixed name, for functions the dashboard graphs by name: a metric on a function of another stack
   * costs that stack an export each, and the API's 200-plus functions passed CloudFormation's 200.
   */
  readonly functionName?: string;
}

/** Base memory; CPU scales with it. Password hashing (argon2id, 19 MiB, t=2) gets a full vCPU's worth. */
const MEMORY_MB = 256;
const NATIVE_HASHING_MEMORY_MB = 1024;

/** The extension's version is pinned: a new one is a deliberate upgrade. Parameters are cached 5 minutes. */
const PARAMETERS_EXTENSION = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
  cacheEnabled: true,
  logLevel: ParamsAndSecretsLogLevel.WARN,
});

export class ServiceFunction extends Construct {
  readonly function: NodejsFunction;
  readonly nativeModules: readonly string[];

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id);
    const { config } = props;
    this.nativeModules = nativeModulesImportedBy(props.entry);

    const logGroup = new LogGroup(this, 'Logs', {
      retention: config.retainData ? RetentionDays.THREE_MONTHS : RetentionDays.TWO_WEEKS,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.description}`,
    });
    logGroup.grantWrite(role);

    this.function = new NodejsFunction(this, 'Function', {
      ...(props.functionName ? { functionName: props.functionName } : {}),
      entry: props.entry,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      runtime: LAMBDA_RUNTIME,
      architecture: LAMBDA_ARCHITECTURE,
      memorySize: this.nativeModules.length > 0 ? NATIVE_HASHING_MEMORY_MB : MEMORY_MB,
      timeout: props.timeout,
      description: props.description,
      role,
      logGroup,
      environment: {
        STAGE: config.stage,
        LOG_LEVEL: config.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
        ...(config.siteOrigin ? { SITE_ORIGIN: config.siteOrigin } : {}),
      },
      ...(props.readsParameters ? { paramsAndSecrets: PARAMETERS_EXTENSION } : {}),
      bundling: bundlingFor({
        nativeModules: this.nativeModules,
        publishesEvents: props.publishesEvents ?? false,
        files: bundleFilesReadBy(props.entry),
      }),
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue, retryAttempts: 2 } : {}),
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'Node.js 22 on purpose (issue 2): the runtime the code and its dependencies are tested for; moving to a newer runtime is a deliberate upgrade, not a drive-by.',
    });
  }
}
