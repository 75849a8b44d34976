// The IMEI lookup: a message for each way a number fails, TAC and serial split out, make and model from
// the staff table or from a device the shop recorded, the warranty of a repair here; rate limited.
import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentRoutes } from '../../../shared/api/routes/content';
import { IMEI_MESSAGES, luhnCheckDigit } from '../../../shared/content/imei-check';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { phoneDevice, signedInUser, type SignedIn } from '../repairs/repair-helpers';
import { collectedJob } from './content-helpers';

let admin: SignedIn;

beforeAll(async () => {
  useLocalBus();
  admin = await signedInUser('admin');
});

function freshIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

/** A valid IMEI with a TAC of its own (starting 99, which no test device uses otherwise). */
function imeiWithTac(tac = `99${randomInt(100_000, 999_999)}`, serial = String(randomInt(100_000, 999_999))): string {
  const first14 = tac + serial;
  return first14 + String(luhnCheckDigit(first14));
}

async function lookup(imei: string, ip = freshIp()) {
  return invoke(contentRoutes.lookupImei, { params: { imei }, sourceIp: ip });
}

describe('GET /api/imei/{imei}', () => {
  it('says what is wrong with a number that is not an IMEI (400)', async () => {
    const valid = imeiWithTac();
    const wrongDigit = valid.slice(0, 14) + String((Number(valid[14]) + 1) % 10);
    const cases: [string, string][] = [
      ['35-12AB', IMEI_MESSAGES.notDigits],
      ['12345', IMEI_MESSAGES.length(5)],
      [wrongDigit, IMEI_MESSAGES.checkDigit(Number(valid[14]), wrongDigit[14]!)],
    ];
    for (const [imei, message] of cases) {
      const result = await lookup(imei);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe(message);
    }
  });

  it('splits a valid IMEI and knows nothing more about a device never seen', async () => {
    const imei = imeiWithTac('99000001', '123456');

    const result = await lookup(imei);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ imei, tac: '99000001', serial: '123456', checkDigit: imei[14], device: null, warranty: null });
  });

  it('names the make and model from the TAC table staff extend', async () => {
    const tac = `98${randomInt(100_000, 999_999)}`;
    const saved = await invoke(contentRoutes.saveTac, { ...admin.as, params: { tac }, body: { make: 'Apple', model: 'iPhone 15' } });

    const result = await lookup(imeiWithTac(tac));

    expect(saved.status).toBe(200);
    expect(result.body.device).toEqual({ make: 'Apple', model: 'iPhone 15' });
    expect((await invoke(contentRoutes.listTacs, admin.as)).body.tacs).toContainEqual(expect.objectContaining({ tac, make: 'Apple' }));
  });

  it('learns the model from a device the shop recorded, and shows the warranty of a repair here without anything personal', async () => {
    const tac = `97${randomInt(100_000, 999_999)}`;
    const repaired = imeiWithTac(tac);
    await collectedJob(admin, phoneDevice({ make: 'Samsung', model: 'Galaxy S23', imei: repaired }));

    const same = await lookup(repaired);
    const sibling = await lookup(imeiWithTac(tac));

    expect(same.body.device).toEqual({ make: 'Samsung', model: 'Galaxy S23' });
    expect(same.body.warranty.state).toBe('active');
    expect(Date.parse(same.body.warranty.endsAt)).toBeGreaterThan(Date.now() + 300 * 24 * 3600_000);
    expect(JSON.stringify(same.body)).not.toMatch(/Aoife|Murphy|@example\.com|DRS-/);
    expect(sibling.body.device).toEqual({ make: 'Samsung', model: 'Galaxy S23' });
    expect(sibling.body.warranty).toBeNull();
  });

  it('refuses a bad TAC in the admin table (400)', async () => {
    const result = await invoke(contentRoutes.saveTac, { ...admin.as, params: { tac: '1234' }, body: { make: 'Apple', model: 'iPhone 15' } });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('A TAC is the first 8 digits of an IMEI');
  });

  it('refuses the 21st lookup in 10 minutes from one address (429)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await lookup(imeiWithTac(), ip)).status).toBe(200);

    const refused = await lookup(imeiWithTac(), ip);

    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many lookups\. Please try again in \d+ minutes?\.$/);
  });
});
