// A schema built through /* @__PURE__ */ buildIfUsed is left out of a Lambda bundle that never reads
// it, with its construction (decision 216); one read is kept. Each schema is found by a message only it has.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildLambdaBundles } from '../../../scripts/lambda-bundles';

const entry = fileURLToPath(new URL('./fixtures/one-schema-entry.ts', import.meta.url));

describe('Lambda bundles and schemas a handler does not read', () => {
  it('keep the schema and the event read, and leave out the other schemas of their modules', async () => {
    const outdir = join(tmpdir(), `drs-unused-schemas-${process.pid}`);
    const [bundle] = await buildLambdaBundles([{ name: 'fixture/one-schema', entry, nativeModules: [], publishesEvents: false }], { outdir });
    const code = await readFile(bundle!.outfile!, 'utf8');
    await rm(outdir, { recursive: true, force: true });

    expect(code).toContain('Quantity must be at most 99');
    expect(code).toContain('AuditRecorded');
    // CardReferenceSchema and DiscountSchema in sales/fields.ts; the SMS and sales-document events in events.ts.
    expect(code).not.toContain('Record only the terminal reference or the last 4 digits');
    expect(code).not.toContain('A percent discount must be at most 100');
    expect(code).not.toContain('SMS numbers are E.164');
    expect(code).not.toContain('(INV|CN)');
  });
});
