// Services and the price list: the public reads, the admin writes (validated, audited, admin only),
// prices never negative and slugs unique.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../shared/api/routes/content';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { countDynamoRequests, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { createService, priceBody, serviceBody, uniqueSlug } from './content-helpers';

let admin: SignedIn;
let bus: ReturnType<typeof useLocalBus>;
let customer: SignedIn;

beforeAll(async () => {
  bus = useLocalBus();
  admin = await signedInUser('admin');
  customer = await signedInUser('customer');
});

describe('services', () => {
  it('creates a service and lists it publicly with its lowest price', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { pricePence: 9900 }) });
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { model: 'iPhone 12', kind: 'from', pricePence: 12900, grades: [{ name: 'Original', pricePence: 7900 }] }) });

    const list = await invoke(contentRoutes.listServices);

    expect(list.status).toBe(200);
    expect(list.body.services.find((s: { id: string }) => s.id === service.id)).toMatchObject({ name: service.name, fromPence: 7900, retired: false });
  });

  it('answers a service with its current prices sorted by make and model, in two requests', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { model: 'iPhone 14' }) });
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { make: 'Google', model: 'Pixel 8', kind: 'quote', pricePence: undefined }) });

    await bus.drain();
    const { result, count, requests } = await countDynamoRequests(() => invoke(contentRoutes.getService, { params: { id: service.id } }));

    expect(result.status).toBe(200);
    expect(result.body.prices.map((p: { model: string }) => p.model)).toEqual(['iPhone 14', 'Pixel 8']);
    expect(result.body.prices[1]).toMatchObject({ kind: 'quote', grades: [] });
    expect(result.body.prices[1].pricePence).toBeUndefined();
    expect(count, requests.join('\n')).toBeLessThanOrEqual(2);
  });

  it('refuses a second service with the same slug (409)', async () => {
    const service = await createService(admin);

    const again = await invoke(contentRoutes.createService, { ...admin.as, body: serviceBody(service.id) });

    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`The slug "${service.id}" is already used by another service`);
  });

  it('answers bad service input with a clear message per field (400)', async () => {
    const result = await invoke(contentRoutes.createService, {
      ...admin.as,
      body: serviceBody('Bad Slug!', { name: '', deviceTypes: [], warrantyMonths: -1 }),
    });

    expect(result.status).toBe(400);
    expect(result.body.errors).toMatchObject({
      id: [expect.stringContaining('Slug must be lower-case letters')],
      name: ['Name is required'],
      deviceTypes: ['Choose at least one device type'],
      warrantyMonths: ['Warranty cannot be negative'],
    });
  });

  it('takes a retired service off the public pages (404) but keeps it for the admin', async () => {
    const service = await createService(admin);

    const retired = await invoke(contentRoutes.updateService, { ...admin.as, params: { id: service.id }, body: { ...serviceBody(service.id), id: undefined, retired: true } });

    expect(retired.status).toBe(200);
    expect((await invoke(contentRoutes.getService, { params: { id: service.id } })).status).toBe(404);
    const publicIds = (await invoke(contentRoutes.listServices)).body.services.map((s: { id: string }) => s.id);
    expect(publicIds).not.toContain(service.id);
    const adminIds = (await invoke(contentRoutes.listAdminServices, admin.as)).body.services.map((s: { id: string }) => s.id);
    expect(adminIds).toContain(service.id);
  });

  it('answers 404 for updating a service that does not exist', async () => {
    const result = await invoke(contentRoutes.updateService, { ...admin.as, params: { id: uniqueSlug('none') }, body: { ...serviceBody('x'), id: undefined } });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe('Service not found');
  });
});

describe('prices', () => {
  it('refuses a negative price, a fixed price without a price and a quote with one (400)', async () => {
    const service = await createService(admin);

    const negative = await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { pricePence: -100 }) });
    const missing = await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { pricePence: undefined }) });
    const quoteWithPrice = await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { kind: 'quote' }) });
    const negativeGrade = await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { grades: [{ name: 'Original', pricePence: -1 }] }) });

    expect(negative.status).toBe(400);
    expect(negative.body.errors.pricePence).toEqual(['Price cannot be negative']);
    expect(missing.body.errors.pricePence).toEqual(['A fixed or "from" price needs a price']);
    expect(quoteWithPrice.body.errors.kind).toEqual(['A quote on inspection has no price or grades']);
    expect(negativeGrade.status).toBe(400);
    expect(negativeGrade.body.message).toBe('Grade price cannot be negative');
  });

  it('refuses a price for a service that does not exist (400)', async () => {
    const result = await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(uniqueSlug('ghost')) });
    expect(result.status).toBe(400);
    expect(result.body.message).toMatch(/^Unknown service/);
  });

  it('saves the same model typed differently into one row, and the public price list shows the change', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { pricePence: 10000 }) });

    const changed = await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { make: 'apple', model: 'iPhone  13', pricePence: 12345 }) });
    const list = await invoke(contentRoutes.getPriceList);

    expect(changed.status).toBe(200);
    const rows = list.body.rows.filter((r: { serviceId: string }) => r.serviceId === service.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].pricePence).toBe(12345);
    expect(list.body.services).toContainEqual({ id: service.id, name: service.name });
  });

  it('hides a retired row from the public list but keeps it in the admin list', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { retired: true }) });

    const publicRows = (await invoke(contentRoutes.getPriceList)).body.rows.filter((r: { serviceId: string }) => r.serviceId === service.id);
    const adminRows = (await invoke(contentRoutes.listAdminPrices, admin.as)).body.rows.filter((r: { serviceId: string }) => r.serviceId === service.id);

    expect(publicRows).toHaveLength(0);
    expect(adminRows).toMatchObject([{ retired: true }]);
  });
});

describe('admin only', () => {
  it('refuses visitors (401) and customers (403) on every admin content write', async () => {
    const service = serviceBody(uniqueSlug('nope'));
    expect((await invoke(contentRoutes.createService, { body: service })).status).toBe(401);
    expect((await invoke(contentRoutes.createService, { ...customer.as, body: service })).status).toBe(403);
    expect((await invoke(contentRoutes.savePrice, { ...customer.as, body: priceBody('screen-repair') })).status).toBe(403);
    expect((await invoke(contentRoutes.importPrices, { ...customer.as, body: { csv: 'x' } })).status).toBe(403);
    expect((await invoke(contentRoutes.listEnquiries, customer.as)).status).toBe(403);
  });
});
