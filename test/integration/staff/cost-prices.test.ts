// Cost prices and margins stay with the roles allowed to see them: absent from every answer to a
// technician or the front desk, wherever the field sits (inventory, a job's lines, the part finder),
// and there for the owner and the manager. Decision 254.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { routes } from '../../../shared/api/manifest';
import type { AnyRoute } from '../../../shared/api/define-route';
import type { StaffRoleId } from '../../../shared/staff/roles';
import { invoke, type InvokeOptions } from '../../support/invoke';
import { settleBus, useLocalBus } from '../../support/bus';
import { openWalkIn, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { stockedProduct } from '../shop/shop-helpers';

const COST_FIELD = /"(costPence|unitCostPence|partsCostPence|costOfGoodsPence|grossMarginPence)"/;

let owner: SignedIn;
let model: string;
let productId: string;
let jobQr: string;

beforeAll(async () => {
  useLocalBus();
  owner = await signedInUser('admin');
  model = `Costphone ${randomInt(1_000_000, 9_999_999)}`;
  const product = await stockedProduct(3, { costPence: 1250, compatibleModels: [model] });
  productId = product.id;
  const supplier = await invoke(routes.createSupplier, { ...owner.as, body: { name: `Parts ${ulid()}`, contact: 'Orla', email: 'orders@parts.example.com', accountNumber: 'DRS-9', leadTimeDays: 2 } });
  await invoke(routes.importPriceList, { ...owner.as, params: { id: supplier.body.id }, body: { csv: `Supplier SKU,Description,Compatible models,Cost price\r\nSCR-9,${model} screen,${model},45.00` } });
  const job = await openWalkIn(owner);
  jobQr = job.qrCode;
  const line = await invoke(routes.reservePart, { ...owner.as, body: { jobQr, productId, quantity: 1, requestId: ulid() } });
  expect(line.status).toBeLessThan(300);
  await settleBus();
});

/** The answers that carry costs for those who may see them. */
function reads(): [AnyRoute, InvokeOptions][] {
  return [
    [routes.listInventory, {}],
    [routes.getInventoryItem, { params: { id: productId } }],
    [routes.getJob, { params: { qrCode: jobQr } }],
    [routes.findParts, { query: { model } }],
  ];
}

async function answersAs(role: StaffRoleId): Promise<string[]> {
  const member = role === 'owner' ? owner : await signedInUser('admin', { staffRole: role });
  const answers: string[] = [];
  for (const [route, options] of reads()) {
    const result = await invoke(route, { ...member.as, ...options });
    expect(result.status, route.name).toBe(200);
    answers.push(JSON.stringify(result.body));
  }
  return answers;
}

describe('cost prices in answers', () => {
  it.each(['technician', 'front-desk'] as const)('are absent from every answer to the %s role', async (role) => {
    const answers = await answersAs(role);
    expect(answers.filter((answer) => COST_FIELD.test(answer))).toEqual([]);
    // The rest of the answer is all there: the product and the job's line with their prices.
    expect(answers[1]).toContain('"pricePence":');
    expect(answers[2]).toContain(productId);
  });

  it.each(['owner', 'manager'] as const)('are there for the %s', async (role) => {
    const answers = await answersAs(role);
    expect(answers[1]).toContain('"costPence":1250');
    expect(answers[2]).toMatch(/"costPence":\d+/);
    expect(answers[3]).toContain('"costPence":4500');
  });
});
