// What the bench's signed-in customer holds, so the account pages reached by an id measure a real
// page rather than their "not found": the bench job claimed into the account (which links its shop
// customer record), a registered device, a mail-in order and a shop order awaiting payment. Made
// through the API as the customer, the way the site makes them.
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../shared/api/csrf';
import { buildPath } from '../shared/api/define-route';
import { mailInRoutes } from '../shared/api/routes/mail-in';
import { repairRoutes } from '../shared/api/routes/repairs';
import { shopRoutes } from '../shared/api/routes/shop';
import { protectedPaths } from '../frontend/src/config/paths';
import type { RouteSamples } from './lighthouse';

/** The bench job's customer email: the bench account's, so the account may claim it (decision 044). */
export const BENCH_EMAIL = 'bench@example.com';

async function call(baseUrl: string, cookie: string, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`Bench account: ${method} ${path} answered ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Samples for the by-id account pages, keyed by route path like the public pages' samples. */
export async function seedBenchAccount(baseUrl: string, cookie: string, options: { jobQrCode: string; productId: string }): Promise<RouteSamples> {
  const as = (method: string, path: string, body?: unknown) => call(baseUrl, cookie, method, path, body);
  await as('POST', buildPath(repairRoutes.claimJob.path), { qrCode: options.jobQrCode });
  const { records } = (await as('GET', buildPath(repairRoutes.listMyCustomerRecords.path))) as { records: { qrCode: string }[] };
  const device = await as('POST', buildPath(repairRoutes.registerDevice.path), { make: 'Samsung', model: 'Galaxy S24 Ultra', type: 'phone' });
  const mailIn = (await as('POST', buildPath(mailInRoutes.createMailInOrder.path), {
    device: { make: 'Google', model: 'Pixel 8', type: 'phone' },
    problem: 'Battery drains within two hours',
    returnAddress: { name: 'Bench Mark', line1: '1 Bench Street', city: 'Belfast', postcode: 'BT1 1AA' },
  })) as { order: { reference: string } };
  await as('PUT', buildPath(shopRoutes.setCartLine.path, { id: options.productId }), { quantity: 1 });
  const { orderId } = (await as('POST', buildPath(shopRoutes.startCheckout.path), { fulfilment: 'collect' })) as { orderId: string };
  const record = records[0];
  if (!record) throw new Error('Bench account: claiming the bench job linked no customer record');
  return {
    [protectedPaths.customerDetailsByQr]: record.qrCode,
    [protectedPaths.editDevice]: String(device.qrCode),
    [protectedPaths.mailInOrder]: mailIn.order.reference,
    [protectedPaths.mailInOrderDetail]: mailIn.order.reference,
    [protectedPaths.orderDetail]: orderId,
  };
}
