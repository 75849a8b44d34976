// Fails when a Lambda bundle passes 350 KiB minified, naming it and what fills it; or when a bundle
// imports a package from outside itself at start-up (Lambda gets the bundle and the native addons
// installed beside it, nothing else). Builds every manifest route's handler and every event consumer
// as infra does (scripts/lambda-bundles.ts), in seconds.
import { isBuiltin } from 'node:module';
import { pathToFileURL } from 'node:url';
import { buildLambdaBundles, LAMBDA_BUDGET_BYTES, lambdaEntries, type LambdaBundle } from './lambda-bundles';
import { LAMBDA_BUDGET_DEBTS } from './lambda-budget-debts';

/** How many of its largest contributors a failing bundle's message names. */
const CONTRIBUTORS_SHOWN = 8;

export function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** What is wrong with the bundles, one message each; empty when all are within the rules. */
export function budgetProblems(
  bundles: readonly LambdaBundle[],
  budgetBytes = LAMBDA_BUDGET_BYTES,
  debts: Readonly<Record<string, number>> = LAMBDA_BUDGET_DEBTS,
): string[] {
  const problems: string[] = [];
  for (const bundle of bundles) {
    // A recorded debt lets a bundle stay at most at its ceiling (decision 018); it may only shrink.
    const ceiling = debts[bundle.name];
    const limit = ceiling ?? budgetBytes;
    if (bundle.bytes > limit) {
      const top = bundle.contributors
        .slice(0, CONTRIBUTORS_SHOWN)
        .map((contributor) => `    ${kib(contributor.bytes).padStart(10)}  ${contributor.name}`);
      const what = ceiling === undefined ? `the ${kib(budgetBytes)} budget` : `its recorded ceiling of ${kib(ceiling)} (scripts/lambda-budget-debts.ts)`;
      problems.push([`${bundle.name}: ${kib(bundle.bytes)}, over ${what} by ${kib(bundle.bytes - limit)}. Largest parts:`, ...top].join('\n'));
    } else if (ceiling !== undefined && bundle.bytes <= budgetBytes) {
      problems.push(`${bundle.name}: ${kib(bundle.bytes)} is within the budget now: remove its entry from scripts/lambda-budget-debts.ts`);
    }
    const outside = bundle.staticImports.filter((path) => !isBuiltin(path) && !bundle.nativeModules.includes(path));
    if (outside.length > 0) {
      problems.push(`${bundle.name}: imports ${outside.join(', ')} from outside its bundle at start-up, which Lambda does not have`);
    }
  }
  return problems;
}

/** Debts recorded for bundles that no longer exist: the whole set of bundles is needed to tell. */
export function staleDebts(bundles: readonly LambdaBundle[], debts: Readonly<Record<string, number>> = LAMBDA_BUDGET_DEBTS): string[] {
  const names = new Set(bundles.map((bundle) => bundle.name));
  return Object.keys(debts)
    .filter((name) => !names.has(name))
    .map((name) => `${name}: no such bundle: remove its entry from scripts/lambda-budget-debts.ts`);
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

async function main(): Promise<void> {
  const started = Date.now();
  const bundles = await buildLambdaBundles(lambdaEntries());
  const sizes = bundles.map((bundle) => bundle.bytes);
  const largest = [...bundles].sort((a, b) => b.bytes - a.bytes);
  console.log(
    `${bundles.length} Lambda bundles built in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
      `${kib(Math.min(...sizes))} to ${kib(Math.max(...sizes))}, median ${kib(median(sizes))} (budget ${kib(LAMBDA_BUDGET_BYTES)} each).`,
  );
  console.log(`Largest: ${largest.slice(0, 3).map((bundle) => `${bundle.name} ${kib(bundle.bytes)}`).join(', ')}.`);
  const problems = [...budgetProblems(bundles), ...staleDebts(bundles)];
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n\n')}\n\nSee docs/decisions/017 for what keeps bundles small.`);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
