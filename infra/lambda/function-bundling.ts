// How every Lambda is built: Node.js 22 on arm64, one minified ESM bundle per function made by the
// local esbuild (never Docker), with the AWS SDK bundled in. See docs/decisions/011.
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

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

/** Some CommonJS dependencies call require(); an ES module has none unless it makes one. */
const CREATE_REQUIRE_BANNER =
  "import { createRequire as drsCreateRequire } from 'node:module'; const require = drsCreateRequire(import.meta.url);";

export function bundlingFor(nativeModules: readonly string[]): BundlingOptions {
  return {
    format: OutputFormat.ESM,
    mainFields: ['module', 'main'],
    banner: CREATE_REQUIRE_BANNER,
    minify: true,
    sourceMap: true,
    sourcesContent: false,
    // Bundle everything, the SDK included: each function carries only the clients it imports, at
    // the versions the tests ran against, instead of whatever SDK the runtime ships that month.
    externalModules: [],
    // An empty nodeModules list would still run `npm ci` in every bundle, so it is left out.
    ...(nativeModules.length > 0 ? { nodeModules: [...nativeModules], environment: LAMBDA_NPM_PLATFORM } : {}),
    forceDockerBundling: false,
  };
}
