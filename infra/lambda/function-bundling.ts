// How every Lambda is built: Node.js 22 on arm64, one minified ESM bundle per function made by the
// local esbuild (never Docker), with the AWS SDK bundled in. See docs/decisions/011 and 017.
// LAMBDA_BUILD is the one set of esbuild settings: CDK's bundling (bundlingFor) and the bundle-size
// check and bench (lambdaBuildOptions) both read it, so what is measured is what is deployed.
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions, type ICommandHooks } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from './paths';

export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;
export const LAMBDA_ARCHITECTURE = Architecture.ARM_64;

/**
 * npm picks a native addon's optional binary package by os, cpu and libc. Bundling runs on the
 * developer's machine, so these say "Lambda's" instead: Amazon Linux 2023 on Graviton (glibc).
 * prefer_offline lets a warm npm cache serve the install without the registry.
 */
const LAMBDA_NPM_PLATFORM = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
  npm_config_prefer_offline: 'true',
};

/** The esbuild settings of every function's bundle. */
export const LAMBDA_BUILD = {
  /** The language level of LAMBDA_RUNTIME. */
  target: 'node22',
  mainFields: ['module', 'main'],
  /** Some CommonJS dependencies call require(); an ES module has none unless it makes one. */
  banner:
    "import { createRequire as drsCreateRequire } from 'node:module'; const require = drsCreateRequire(import.meta.url);",
  /**
   * Imports resolved to a lighter module of ours in the bundle only (paths from the repo root,
   * esbuild's working directory). The SDK's default credential chain becomes the environment
   * credentials Lambda provides, its endpoint cache a small LRU of ours, its multi-region signer
   * the regional SigV4 signer it wraps, and its event stream codec (no call of ours streams) a module
   * that refuses: see functions/lib/lambda-credentials.ts, functions/lib/lambda-lru-cache.ts,
   * functions/lib/lambda-regional-signer.ts, functions/lib/lambda-no-event-streams.ts and decision 017.
   */
  alias: {
    '@aws-sdk/credential-provider-node': './functions/lib/lambda-credentials.ts',
    'mnemonist/lru-cache': './functions/lib/lambda-lru-cache.ts',
    '@aws-sdk/signature-v4-multi-region': './functions/lib/lambda-regional-signer.ts',
    '@smithy/core/event-streams': './functions/lib/lambda-no-event-streams.ts',
  },
} as const;

/** What decides a function's bundle beyond its entry module. */
export interface BundleTraits {
  /** Native addons its code imports (native-modules.ts): installed beside the bundle, not in it. */
  readonly nativeModules: readonly string[];
  /** Whether it may put events on the bus (the manifest's routePublishesEvents). */
  readonly publishesEvents: boolean;
  /** Data files its code reads from beside itself (bundle-files.ts), copied next to the bundle. */
  readonly files?: readonly string[];
}

/**
 * Constants esbuild writes into a function's bundle. DRS_BUNDLE_PUBLISHES_EVENTS 'false' makes
 * functions/events/publish-event.ts refuse to publish, which leaves the EventBridge client out of the
 * bundles of functions that have no events:PutEvents anyway (decision 017).
 */
export function bundleConstants(traits: BundleTraits): Record<string, string> {
  return { 'process.env.DRS_BUNDLE_PUBLISHES_EVENTS': JSON.stringify(String(traits.publishesEvents)) };
}

export function bundlingFor(traits: BundleTraits): BundlingOptions {
  const { nativeModules, files = [] } = traits;
  return {
    format: OutputFormat.ESM,
    target: LAMBDA_BUILD.target,
    mainFields: [...LAMBDA_BUILD.mainFields],
    banner: LAMBDA_BUILD.banner,
    esbuildArgs: { '--alias': Object.entries(LAMBDA_BUILD.alias).map(([from, to]) => `${from}=${to}`) },
    define: bundleConstants(traits),
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // Bundle everything, the SDK included: each function carries only the clients it imports, at
    // the versions the tests ran against, instead of whatever SDK the runtime ships that month.
    externalModules: [],
    // An empty nodeModules list would still run `npm ci` in every bundle, so it is left out.
    ...(nativeModules.length > 0 ? { nodeModules: [...nativeModules], environment: LAMBDA_NPM_PLATFORM } : {}),
    forceDockerBundling: false,
    ...(files.length > 0 ? { commandHooks: copyBeside(files) } : {}),
  };
}

/** Copies the function's data files next to its bundle, where its code looks for them. */
function copyBeside(files: readonly string[]): ICommandHooks {
  return {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (inputDir, outputDir) => files.map((file) => `cp "${inputDir}/${file}" "${outputDir}/"`),
  };
}

/**
 * The same settings for esbuild's API, as CDK puts them on esbuild's command line: for the checks
 * and benches that measure the bundles Lambda gets. The caller adds the entry points and where the output goes.
 */
export function lambdaEsbuildOptions(traits: BundleTraits): BuildOptions & { metafile: true } {
  return {
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUILD.target,
    mainFields: [...LAMBDA_BUILD.mainFields],
    banner: { js: LAMBDA_BUILD.banner },
    alias: { ...LAMBDA_BUILD.alias },
    define: bundleConstants(traits),
    minify: true,
    sourcemap: true,
    sourcesContent: false,
    // Native addons stay outside, as CDK's nodeModules makes them.
    external: [...traits.nativeModules],
    absWorkingDir: REPO_ROOT,
    metafile: true,
    logLevel: 'silent',
  };
}
