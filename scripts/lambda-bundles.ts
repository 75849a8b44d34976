// The Lambda bundles as infra builds them, measured: every manifest route's handler and every event
// rule's consumer, built with infra's own esbuild settings (infra/lambda/function-bundling.ts) in one
// esbuild run, which parses each shared module once. Read by the size check
// (scripts/check-lambda-budget.ts) and the bench (bench/lambda-bundles.ts).
import { relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { bundleConstants, lambdaEsbuildOptions, type BundleTraits } from '../infra/lambda/function-bundling';
import { primeImportGraphs } from '../infra/lambda/import-graph';
import { nativeModulesImportedBy } from '../infra/lambda/native-modules';
import { REPO_ROOT, consumerEntry, handlerEntry } from '../infra/lambda/paths';
import { routePublishesEvents } from '../shared/api/define-route';
import { routeList } from '../shared/api/manifest';
import { eventRules } from '../shared/events';
import { WEBHOOK_CONSUMER } from '../shared/webhooks/topics';

/** The most a function's bundle may weigh, minified (the house rule, issue 10). */
export const LAMBDA_BUDGET_BYTES = 350 * 1024;

export interface LambdaEntry extends BundleTraits {
  /** The module's path under functions/ without extension: 'handlers/accounts/log-in'. */
  readonly name: string;
  /** Absolute path of the module. */
  readonly entry: string;
}

/**
 * Every module infra deploys as a function, with what infra bundles it with: one per manifest route
 * (infra/constructs/http-api.ts), one per event rule's consumer, which never publishes
 * (infra/constructs/event-hub.ts), and the webhook consumer, which does (infra/constructs/webhook-deliveries.ts).
 */
export function lambdaEntries(): LambdaEntry[] {
  const functions = [
    ...routeList.map((route) => ({ entry: handlerEntry(route.handler), publishesEvents: routePublishesEvents(route) })),
    ...eventRules.map((rule) => ({ entry: consumerEntry(rule.consumer), publishesEvents: false })),
    { entry: consumerEntry(WEBHOOK_CONSUMER), publishesEvents: true },
  ];
  // Their native addons read from one esbuild run over all of them (decision 375).
  primeImportGraphs(functions.map(({ entry }) => entry));
  return functions.map(({ entry, publishesEvents }) => ({
    name: nameOf(entry),
    entry,
    nativeModules: nativeModulesImportedBy(entry),
    publishesEvents,
  }));
}

function nameOf(entry: string): string {
  return relative(`${REPO_ROOT}functions`, entry).replace(/\.tsx?$/, '');
}

export interface Contributor {
  /** An npm package ('@aws-sdk/client-dynamodb') or a folder of ours ('shared/schemas'). */
  readonly name: string;
  readonly bytes: number;
}

export interface LambdaBundle extends LambdaEntry {
  /** Minified bytes of the bundle, without its source map. */
  readonly bytes: number;
  /** What makes up those bytes, largest first. */
  readonly contributors: readonly Contributor[];
  /** Packages and built-ins the bundle imports from outside itself at start-up (static imports). */
  readonly staticImports: readonly string[];
  /** Where the bundle was written, when it was. */
  readonly outfile?: string;
}

/** The package an input belongs to, or its folder (two levels) when it is one of ours. */
export function contributorOf(inputPath: string): string {
  // The last node_modules/ in the path: a package nested in another is its own contributor.
  const inPackage = /^.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(inputPath);
  if (inPackage) return inPackage[1]!;
  const parts = inputPath.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : inputPath;
}

/** Sums a bundle's inputs by package or folder, largest first. */
export function contributorsOf(inputs: Metafile['outputs'][string]['inputs']): Contributor[] {
  const sums = new Map<string, number>();
  for (const [path, { bytesInOutput }] of Object.entries(inputs)) {
    const name = contributorOf(path);
    sums.set(name, (sums.get(name) ?? 0) + bytesInOutput);
  }
  return [...sums]
    .map(([name, bytes]) => ({ name, bytes }))
    .filter((contributor) => contributor.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes);
}

export interface BuildBundlesOptions {
  /** Write the bundles there (each at <outdir>/<name>.mjs), to run them; else they stay in memory. */
  readonly outdir?: string;
}

/**
 * Builds the given modules as Lambda bundles: one esbuild run per set of constants, each parsing
 * the modules its entries share once. Source maps are left out: CDK writes them beside the bundle
 * (index.mjs.map), and making them would double the time of this build for nothing measured.
 */
export async function buildLambdaBundles(entries: readonly LambdaEntry[], options: BuildBundlesOptions = {}): Promise<LambdaBundle[]> {
  const groups = new Map<string, LambdaEntry[]>();
  for (const entry of entries) {
    // Grouped by constants only: a group keeps the native addons of all its entries outside, which
    // changes nothing for an entry that does not import them, and parses the shared modules once less.
    const key = JSON.stringify(bundleConstants(entry));
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const built = await Promise.all([...groups.values()].map((group) => buildGroup(group, options)));
  const byName = new Map(built.flat().map((bundle) => [bundle.name, bundle]));
  return entries.map((entry) => byName.get(entry.name)!);
}

async function buildGroup(entries: readonly LambdaEntry[], options: BuildBundlesOptions): Promise<LambdaBundle[]> {
  const result = await build({
    ...lambdaEsbuildOptions({ ...entries[0]!, nativeModules: [...new Set(entries.flatMap((entry) => entry.nativeModules))] }),
    entryPoints: entries.map((entry) => ({ in: entry.entry, out: entry.name })),
    outdir: options.outdir ?? `${REPO_ROOT}.local/lambda-bundles`,
    outExtension: { '.js': '.mjs' },
    sourcemap: false,
    write: options.outdir !== undefined,
  });
  // package.json says which of our modules have side effects (decision 024); esbuild drops any other
  // module imported only for its side effects, which would leave behaviour out of the bundle silently.
  const dropped = result.warnings.filter((warning) => warning.id === 'ignored-bare-import');
  if (dropped.length > 0) {
    const where = dropped.map((warning) => `  ${warning.location?.file}:${warning.location?.line}: ${warning.location?.lineText.trim()}`);
    throw new Error(
      `A module imported for its side effects would be left out of the Lambda bundles:\n${where.join('\n')}\n` +
        'List it under "sideEffects" in package.json, or import what it exports instead.',
    );
  }
  const byEntryPoint = new Map<string, { path: string; output: Metafile['outputs'][string] }>();
  for (const [path, output] of Object.entries(result.metafile.outputs)) {
    if (output.entryPoint) byEntryPoint.set(output.entryPoint, { path, output });
  }
  return entries.map((entry) => {
    const made = byEntryPoint.get(relative(REPO_ROOT, entry.entry));
    if (!made) throw new Error(`esbuild made no bundle for ${entry.name}`);
    return {
      ...entry,
      bytes: made.output.bytes,
      contributors: contributorsOf(made.output.inputs),
      staticImports: made.output.imports.filter((item) => item.external && item.kind === 'import-statement').map((item) => item.path),
      ...(options.outdir ? { outfile: `${REPO_ROOT}${made.path}` } : {}),
    };
  });
}
