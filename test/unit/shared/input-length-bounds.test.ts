// Issue 12 item 1: every string a caller sends (body, query, path) has a maximum length in its schema,
// so nothing over-long can reach a DynamoDB key (2,048 bytes for a partition key) and answer 500.
// Walks every manifest route's request schemas and offers each string field over-long candidates.
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { routeList } from '../../../shared/api/manifest';

/** The longest string any request field may take: more than enough for free text, far below a key's limit. */
const LIMIT = 2000;

/**
 * Longer on purpose, never part of a key, and bounded all the same: page hits keep URLs whole, a
 * cursor is decoded and checked, product descriptions are long free text.
 */
const LONGER_BY_DESIGN: Record<string, number> = {
  'RecordHit body.fullUrl': 4096,
  'RecordHit body.referrer': 4096,
  'ListActivityLog query.cursor': 2048,
  'CreateProduct body.description': 4000,
  'UpdateProduct body.description': 4000,
  // Content (issue 13): long texts staff write, each with its own bound in its schema.
  'CreateService body.description': 4000,
  'UpdateService body.description': 4000,
  'ImportPrices body.csv': 2_000_000,
  'CreateGuide body.body': 40_000,
  'UpdateGuide body.body': 40_000,
  // Suppliers (issue 17): a price-list file, and a purchase order's PDF drawn in the browser.
  'ImportPriceList body.csv': 300_000,
  'PlacePurchaseOrder body.pdfBase64': 200_000,
  // Trade-ins: the buy-back price list's file, and the purchase document's PDF drawn in the browser.
  'ImportBuyBackPrices body.csv': 500_000,
  'EmailTradeInDocument body.pdfBase64': 200_000,
};

function overLong(limit: number): string[] {
  return [
    'a'.repeat(limit + 1),
    `${'a'.repeat(limit)}@example.com`,
    `07${'1'.repeat(limit)}`,
    '1'.repeat(limit + 1),
    'A'.repeat(limit + 1),
    `${'a'.repeat(limit / 2)} ${'b'.repeat(limit / 2)}`,
    `${'a'.repeat(limit / 2)}-${'b'.repeat(limit / 2)}`,
  ];
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  element?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
}

const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string leaf of a schema with its path. */
function stringLeaves(schema: z.ZodMiniType, path: string): { path: string; schema: z.ZodMiniType }[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return [{ path, schema }];
    case 'object':
      return Object.entries(def.shape!).flatMap(([key, value]) => stringLeaves(value, `${path}.${key}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return stringLeaves(def.innerType!, path);
    case 'pipe':
      return stringLeaves(def.in!, path);
    case 'array':
      return stringLeaves(def.element!, `${path}[]`);
    case 'union':
      return def.options!.flatMap((option, i) => stringLeaves(option, `${path}|${i}`));
    case 'record':
      return stringLeaves(def.valueType!, `${path}{}`);
    default:
      return [];
  }
}

describe('request string lengths', () => {
  const leaves = routeList.flatMap((route) =>
    (['body', 'query', 'params'] as const).flatMap((part) => {
      const schema = route[part];
      return schema ? stringLeaves(schema, `${route.name} ${part}`) : [];
    }),
  );

  it('finds the string fields to check', () => {
    expect(leaves.length).toBeGreaterThan(50);
  });

  it.each(leaves.map((leaf) => [leaf.path, LONGER_BY_DESIGN[leaf.path] ?? LIMIT, leaf.schema] as const))('%s refuses a value over %i characters', (_path, limit, schema) => {
    const accepted = overLong(limit).filter((value) => schema.safeParse(value).success);
    expect(accepted.map((value) => value.slice(0, 12))).toEqual([]);
  });
});
