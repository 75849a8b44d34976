// CSV import and export of the price list: a good file upserts every row; a file with any bad row is
// refused with every bad row named by line number, and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../shared/api/routes/content';
import { PRICE_CSV_COLUMNS } from '../../../functions/content/price-csv';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { createService, priceBody } from './content-helpers';

let admin: SignedIn;
const header = PRICE_CSV_COLUMNS.join(',');

beforeAll(async () => {
  useLocalBus();
  admin = await signedInUser('admin');
});

async function rowsOf(serviceId: string) {
  return (await invoke(contentRoutes.listAdminPrices, admin.as)).body.rows.filter((r: { serviceId: string }) => r.serviceId === serviceId);
}

describe('POST /api/admin/prices/import', () => {
  it('adds new rows and updates existing ones, with grades and quotes', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { pricePence: 100 }) });
    const csv = [
      header,
      `${service.id},Apple,iPhone 13,phone,from,119.00,Original=189.00; High-quality compatible=119.00,45 minutes,no,`,
      `${service.id},Samsung,"Galaxy S24, Ultra",phone,fixed,£329,,,no,zero`,
      `${service.id},Sony,PlayStation 5,console,quote,,,,,`,
    ].join('\r\n');

    const result = await invoke(contentRoutes.importPrices, { ...admin.as, body: { csv } });

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ created: 2, updated: 1 });
    const rows = await rowsOf(service.id);
    expect(rows).toHaveLength(3);
    expect(rows.find((r: { model: string }) => r.model === 'iPhone 13')).toMatchObject({
      kind: 'from',
      pricePence: 11900,
      grades: [{ name: 'Original', pricePence: 18900 }, { name: 'High-quality compatible', pricePence: 11900 }],
      duration: '45 minutes',
    });
    expect(rows.find((r: { make: string }) => r.make === 'Samsung')).toMatchObject({ model: 'Galaxy S24, Ultra', pricePence: 32900, vatTreatment: 'zero' });
    expect(rows.find((r: { make: string }) => r.make === 'Sony')).toMatchObject({ kind: 'quote', grades: [] });
  });

  it('reports every bad row with its line number and changes nothing', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { pricePence: 5000 }) });
    const csv = [
      header,
      `${service.id},Apple,iPhone 13,phone,fixed,99.00,,,no,`,
      `${service.id},Apple,iPhone 14,phone,fixed,-10.00,,,no,`,
      `no-such-service,Apple,iPhone 15,phone,fixed,10.00,,,no,`,
      `${service.id},Apple,iPhone 16,fridge,fixed,ten,,,no,`,
      `${service.id},Apple,iPhone 13,phone,fixed,98.00,,,no,`,
      `${service.id},Apple,iPhone 12,phone,fixed`,
    ].join('\n');

    const result = await invoke(contentRoutes.importPrices, { ...admin.as, body: { csv } });

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Nothing was imported: 5 rows have problems. Fix them and import the file again.');
    expect(Object.keys(result.body.errors)).toEqual(['line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
    expect(result.body.errors['line 3']).toEqual(['Line 3: price cannot be negative']);
    expect(result.body.errors['line 4']).toEqual(['Line 4: unknown service "no-such-service"']);
    expect(result.body.errors['line 5'][0]).toMatch(/^Line 5: device_type must be phone, tablet, console; price "ten" is not an amount/);
    expect(result.body.errors['line 6']).toEqual(['Line 6: repeats the row on line 2']);
    expect(result.body.errors['line 7']).toEqual(['Line 7: expected 10 columns, found 5']);
    const rows = await rowsOf(service.id);
    expect(rows).toMatchObject([{ model: 'iPhone 13', pricePence: 5000 }]);
  });

  it('refuses a file without the header line', async () => {
    const result = await invoke(contentRoutes.importPrices, { ...admin.as, body: { csv: 'a,b,c\n1,2,3\n' } });
    expect(result.status).toBe(400);
    expect(result.body.errors['line 1'][0]).toBe(`Line 1: the first line must be the header ${header}`);
  });

  it('exports a CSV that imports back unchanged', async () => {
    const service = await createService(admin);
    await invoke(contentRoutes.savePrice, { ...admin.as, body: priceBody(service.id, { model: 'iPhone "13"', kind: 'from', pricePence: 1050, grades: [{ name: 'Original', pricePence: 2000 }] }) });

    const exported = await invoke(contentRoutes.exportPrices, admin.as);
    const mine = exported.body.csv.split('\r\n').filter((line: string, i: number) => i === 0 || line.startsWith(`${service.id},`));
    const reimported = await invoke(contentRoutes.importPrices, { ...admin.as, body: { csv: mine.join('\r\n') } });

    expect(exported.body.filename).toMatch(/^price-list-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(mine[1]).toBe(`${service.id},Apple,"iPhone ""13""",phone,from,10.50,Original=20.00,,no,`);
    expect(reimported.body).toEqual({ created: 0, updated: 1 });
  });
});
