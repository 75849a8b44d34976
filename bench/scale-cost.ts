// npx tsx bench/scale-cost.ts [bench/scale-results/f0.05.json]
// The monthly AWS bill of a shop at factor 1 and factor 10 (decision 337), from the scale bench's own
// figures: the read capacity each screen's request consumed and the p50 duration it took, the items a
// record writes and the table's bytes per record (the generator's checkpoint and the table's size),
// times a month's activity of the shop (USAGE below, at factor 1; factor 10 is ten times it), priced
// at the eu-west-2 prices in PRICES (their source and date beside them). Prints a Markdown table.
import { readFileSync } from 'node:fs';

interface BenchRow { row: string; interactive: boolean; p50: number; requests: number; readUnits: number; writeUnits: number }
interface BenchFile { label: string; factor: number; load: string; results: BenchRow[]; table?: { bytes: number; items: number; records: number } }

/** eu-west-2 (London) list prices in USD, as AWS's pricing pages gave them (read 2026-11-27 from the figures below; see README). */
export const PRICES = {
  dynamoWriteMillion: 0.7425, // on-demand write request units, per million (after the November 2024 halving)
  dynamoReadMillion: 0.1485, // on-demand read request units, per million
  dynamoStorageGbMonth: 0.2975, // Standard table class, per GB-month beyond the free 25 GB
  lambdaRequestMillion: 0.2,
  lambdaGbSecondArm: 0.0000133334,
  apiGatewayHttpMillion: 1.11, // HTTP API, first 300 million a month
  cloudFrontGbEurope: 0.085, // beyond the always-free 1 TB a month
  cloudFrontHttpsTenThousand: 0.012, // beyond the always-free 10 million requests a month
  s3StorageGbMonth: 0.024,
  s3PutThousand: 0.0053,
  s3GetThousand: 0.00042,
  eventBridgeMillion: 1.0, // custom events put
  sesThousand: 0.1,
  smsUk: 0.0463, // AWS End User Messaging, one outbound SMS to a UK mobile
  logsIngestGb: 0.5985, // CloudWatch Logs standard ingestion
  logsStorageGbMonth: 0.0315,
} as const;

/** A month of a factor-1 shop (25,000 customers, 40,000 jobs, 120,000 till sales, 15,000 orders in five years). */
export const USAGE = {
  jobs: 40_000 / 60,
  sales: 120_000 / 60,
  orders: 15_000 / 60,
  pageViews: 400 * 30,
  /** Staff API calls a month: 4 people, 8 hours, 26 days, a call a minute each on the back office. */
  staffCalls: 4 * 8 * 26 * 60,
  /** API calls of a visitor's page view (user, catalogue, booking slots...). */
  callsPerView: 3,
  /** API writes in a job's life: intake, five status changes, checklist, two photos, a note, collection. */
  writesPerJob: 11,
  /** Items a job's save rewrites (header, its copies, a timeline entry): transactional, 2 WRU each. */
  itemsPerJobSave: 9,
  /** Items a till sale's transaction writes (sale, invoice, receipt, drawer move, day sum, stock, points, request record). */
  itemsPerSale: 10,
  /** Bus events per sale (SalePaid, documents, points) and their consumers' transactional items. */
  eventsPerSale: 3,
  itemsPerConsumer: 3,
  emailsPerJob: 3,
  emailsPerOrder: 2,
  smsPerJob: 2,
  /** Intake photos with their 320 px copy. */
  photoBytes: 2 * (450_000 + 30_000),
  /** Bytes a page view downloads from CloudFront (the first load's JS within 110 kB gzip, CSS, images; repeat visits cached). */
  bytesPerView: 350_000,
  /** Log bytes per invocation at the functions' default level (START/END/REPORT lines and one structured line). */
  logBytesPerInvocation: 1_200,
  /** Average memory of an invocation (256 MB functions; sign-in's 1,024 MB is rare). */
  memoryGb: 0.25,
} as const;

const file = process.argv[2] ?? 'bench/scale-results/f0.05.json';
const bench = JSON.parse(readFileSync(file, 'utf8')) as BenchFile;
const interactive = bench.results.filter((r) => r.interactive);
const mean = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
const readUnitsPerCall = mean(interactive.map((r) => r.readUnits));
const msPerCall = mean(interactive.map((r) => r.p50));
const bytesPerRecord = bench.table ? bench.table.bytes / bench.table.records : 2_500;

function bill(factor: number) {
  const f = (n: number) => n * factor;
  const readCalls = f(USAGE.staffCalls + USAGE.pageViews * USAGE.callsPerView);
  const jobWrites = f(USAGE.jobs * USAGE.writesPerJob);
  const saleWrites = f(USAGE.sales + USAGE.orders);
  const hitWrites = f(USAGE.pageViews);
  const events = saleWrites * USAGE.eventsPerSale + hitWrites + jobWrites;
  const invocations = readCalls + jobWrites + saleWrites + hitWrites + events;
  const wru = jobWrites * USAGE.itemsPerJobSave * 2 + saleWrites * USAGE.itemsPerSale * 2 + events * USAGE.itemsPerConsumer * 2 + hitWrites * 3 * 2;
  const rru = readCalls * readUnitsPerCall + (jobWrites + saleWrites) * 4;
  // Five years of records, as the generator made them, at the bytes per record the table measured.
  const records = factor * (25_000 + 40_000 + 120_000 + 15_000);
  const storageGb = (records * bytesPerRecord) / 1e9;
  const photosGb = (f(USAGE.jobs) * 60 * USAGE.photoBytes) / 1e9;
  const viewsGb = (f(USAGE.pageViews) * USAGE.bytesPerView) / 1e9;
  const logsGb = (invocations * USAGE.logBytesPerInvocation) / 1e9;
  const lines: [string, number][] = [
    ['DynamoDB writes (on-demand)', (wru / 1e6) * PRICES.dynamoWriteMillion],
    ['DynamoDB reads (on-demand)', (rru / 1e6) * PRICES.dynamoReadMillion],
    ['DynamoDB storage', Math.max(0, storageGb - 25) * PRICES.dynamoStorageGbMonth],
    ['Lambda requests', (invocations / 1e6) * PRICES.lambdaRequestMillion],
    ['Lambda GB-seconds', invocations * (msPerCall / 1000) * USAGE.memoryGb * PRICES.lambdaGbSecondArm],
    ['API Gateway (HTTP API)', ((readCalls + jobWrites + saleWrites + hitWrites) / 1e6) * PRICES.apiGatewayHttpMillion],
    ['CloudFront (pages and photos)', Math.max(0, viewsGb - 1000) * PRICES.cloudFrontGbEurope + Math.max(0, f(USAGE.pageViews) * 8 - 1e7) / 1e4 * PRICES.cloudFrontHttpsTenThousand],
    ['S3 (site and photos)', photosGb * PRICES.s3StorageGbMonth + (f(USAGE.jobs) * 4 / 1000) * PRICES.s3PutThousand + (f(USAGE.jobs) * 20 / 1000) * PRICES.s3GetThousand],
    ['EventBridge', (events / 1e6) * PRICES.eventBridgeMillion],
    ['SES email', (f(USAGE.jobs * USAGE.emailsPerJob + USAGE.orders * USAGE.emailsPerOrder) / 1000) * PRICES.sesThousand],
    ['SMS', f(USAGE.jobs * USAGE.smsPerJob) * PRICES.smsUk],
    ['CloudWatch Logs', logsGb * PRICES.logsIngestGb + logsGb * 2 * PRICES.logsStorageGbMonth],
  ];
  return { lines, invocations, wru, rru, storageGb, photosGb };
}

const one = bill(1);
const ten = bill(10);
console.log(`From ${file} (${bench.label}, load ${bench.load}): ${readUnitsPerCall.toFixed(2)} RCU and ${msPerCall.toFixed(0)} ms per interactive call, ${bytesPerRecord.toFixed(0)} bytes per record.\n`);
console.log('| Line | Factor 1 (USD/month) | Factor 10 (USD/month) |');
console.log('|---|---|---|');
one.lines.forEach(([name, cost], i) => console.log(`| ${name} | ${cost.toFixed(2)} | ${ten.lines[i]![1].toFixed(2)} |`));
const total = (b: ReturnType<typeof bill>) => b.lines.reduce((s, [, c]) => s + c, 0);
console.log(`| **Total** | **${total(one).toFixed(2)}** | **${total(ten).toFixed(2)}** |`);
console.log(`\nFactor 1: ${Math.round(one.invocations)} invocations, ${Math.round(one.wru)} WRU, ${Math.round(one.rru)} RRU, ${one.storageGb.toFixed(2)} GB in the table, ${one.photosGb.toFixed(1)} GB of photos after five years.`);
console.log(`Factor 10: ${Math.round(ten.invocations)} invocations, ${Math.round(ten.wru)} WRU, ${Math.round(ten.rru)} RRU, ${ten.storageGb.toFixed(2)} GB in the table, ${ten.photosGb.toFixed(1)} GB of photos after five years.`);
const ranked = [...ten.lines].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name]) => name);
console.log(`Largest at factor 10: ${ranked.join(', ')}`);
