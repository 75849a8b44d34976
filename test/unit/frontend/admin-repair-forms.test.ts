// The admin repair forms' pure parts: pounds typed at the counter become whole pence, a promised day
// becomes closing time in London, the intake never carries a passcode, and a device is new (with its
// IMEI Luhn-checked) or named by its sticker.
import { describe, expect, it } from 'vitest';
import { IntakeChecklistSchema } from '../../../shared/schemas/repairs/intake';
import { IMEI_MESSAGE } from '../../../shared/schemas/repairs/device';
import { newJobHref } from '../../../frontend/src/utils/admin-links';
import { emptyIntakeForm, parsePounds, POUNDS_MESSAGE, promisedAtFromDay, splitAccessories, toIntakeRequest } from '../../../frontend/src/utils/intake-form';
import { DEVICE_CODE_MESSAGE, emptyDeviceForm, toDeviceRequest } from '../../../frontend/src/features/admin-jobs/utils/device-form';

describe('parsePounds', () => {
  it.each([
    ['89.99', 8999],
    ['£89.99', 8999],
    ['89', 8900],
    ['129.5', 12950],
    ['0.07', 7],
    ['1,250.00', 125000],
    [' 10000 ', 1_000_000],
  ])('reads %s as %i pence', (text, pence) => {
    expect(parsePounds(text)).toEqual({ pence });
  });

  it('reads a blank field as no amount', () => {
    expect(parsePounds('  ')).toEqual({ pence: null });
  });

  it.each(['12.345', '-5', 'abc', '1.2.3', '£', '1,2,5'])('refuses %s', (text) => {
    expect(parsePounds(text)).toEqual({ error: POUNDS_MESSAGE });
  });

  it('refuses more than £10,000.00 with the server’s words', () => {
    expect(parsePounds('10000.01', 'Estimate')).toEqual({ error: 'Estimate must be at most £10,000.00' });
  });
});

describe('promisedAtFromDay', () => {
  it('is closing time (17:30) London time: GMT in winter, BST in summer', () => {
    expect(promisedAtFromDay('2026-11-28')).toBe('2026-11-28T17:30:00.000Z');
    expect(promisedAtFromDay('2027-06-12')).toBe('2027-06-12T16:30:00.000Z');
  });
});

describe('toIntakeRequest', () => {
  const filled = { ...emptyIntakeForm, condition: ' Screen cracked ', accessories: 'Case, , charger ', passcodeGiven: 'no' as const };

  it('asks for the condition and whether the passcode was given, under the server’s field names', () => {
    expect(toIntakeRequest(emptyIntakeForm)).toEqual({
      errors: { 'intake.condition': 'Condition is required', 'intake.passcodeGiven': 'Say whether the passcode was given' },
    });
  });

  it('builds a body the shared strict intake schema accepts, with pence and a promised time', () => {
    const result = toIntakeRequest({ ...filled, powersOn: 'yes', estimate: '129.50', promisedDay: '2026-11-28', technician: ' Ciara ' });
    expect(result).toEqual({
      body: {
        intake: { condition: 'Screen cracked', accessories: ['Case', 'charger'], passcodeGiven: false, powersOn: true },
        estimatePence: 12950,
        promisedAt: '2026-11-28T17:30:00.000Z',
        technician: 'Ciara',
      },
    });
    if (!('body' in result)) throw new Error('expected a body');
    expect(IntakeChecklistSchema.safeParse(result.body.intake).success).toBe(true);
    expect(Object.keys(result.body.intake)).not.toContain('passcode');
  });

  it('leaves out what was not filled in', () => {
    expect(toIntakeRequest(filled)).toEqual({ body: { intake: { condition: 'Screen cracked', accessories: ['Case', 'charger'], passcodeGiven: false } } });
  });

  it('shows a wrong estimate under the estimate field', () => {
    expect(toIntakeRequest({ ...filled, estimate: 'ninety' })).toEqual({ errors: { estimatePence: POUNDS_MESSAGE } });
  });

  it('splits accessories on commas', () => {
    expect(splitAccessories('SIM tray,case ,, ')).toEqual(['SIM tray', 'case']);
  });
});

describe('toDeviceRequest', () => {
  const phone = { ...emptyDeviceForm, type: 'phone' as const, make: ' Apple ', model: 'iPhone 13' };

  it('sends a new device with its IMEI without spaces and its serial upper-case', () => {
    expect(toDeviceRequest({ ...phone, imei: '4901 5420 3237 518', serial: 'f2l-xk9' })).toEqual({
      body: { device: { type: 'phone', make: 'Apple', model: 'iPhone 13', imei: '490154203237518', serial: 'F2LXK9' } },
    });
  });

  it('refuses an IMEI whose check digit is wrong before it is sent', () => {
    expect(toDeviceRequest({ ...phone, imei: '490154203237519' })).toEqual({ errors: { 'device.imei': IMEI_MESSAGE } });
  });

  it('asks for the type, make and model of a new device', () => {
    expect(toDeviceRequest(emptyDeviceForm)).toEqual({
      errors: { 'device.type': 'Choose the type of device', 'device.make': 'Make is required', 'device.model': 'Model is required' },
    });
  });

  it('takes a device on file by its sticker link or its bare code', () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUv';
    expect(toDeviceRequest({ ...emptyDeviceForm, mode: 'on-file', deviceCode: `https://devicedrs.co.uk/device/${code}` })).toEqual({ body: { deviceQr: code } });
    expect(toDeviceRequest({ ...emptyDeviceForm, mode: 'on-file', deviceCode: ` ${code} ` })).toEqual({ body: { deviceQr: code } });
    expect(toDeviceRequest({ ...emptyDeviceForm, mode: 'on-file', deviceCode: 'not a code' })).toEqual({ errors: { deviceQr: DEVICE_CODE_MESSAGE } });
  });
});

describe('newJobHref', () => {
  it('opens the intake, for a customer on file when given', () => {
    expect(newJobHref()).toBe('/admin/jobs?new');
    expect(newJobHref('AbCdEfGhIjKlMnOpQrStUv')).toBe('/admin/jobs?new&customer=AbCdEfGhIjKlMnOpQrStUv');
  });
});
