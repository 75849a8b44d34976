// Shared by the trade-in integration tests: valid IMEIs, a price list row of a model no other test
// uses, and a trade-in taken from the offer to an accepted seller.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { invoke } from '../../support/invoke';
import { newImei, type SignedIn } from '../repairs/repair-helpers';

/** A valid IMEI (Luhn check digit) no other test uses. */
export const validImei = newImei;

/** A model name only this test run prices. */
export function uniqueModel(): string {
  return `Test Phone ${randomUUID().slice(0, 8)}`;
}

export async function priceRow(by: SignedIn, model: string, storage: string, grade: 'A' | 'B' | 'C', pricePence: number): Promise<void> {
  const saved = await invoke(routes.saveBuyBackPrice, { ...by.as, body: { model, storage, grade, pricePence } });
  expect(saved.status).toBe(200);
}

export const GOOD_CHECKLIST = { screen: 'flawless', body: 'light-wear', batteryHealthPercent: 88, functionsWork: true, activationLockOff: true } as const;

export const SELLER = {
  name: 'Siobhán Kelly',
  addressLine1: '1 Lisburn Road',
  town: 'Belfast',
  postcode: 'bt9 6aa',
  dateOfBirth: '1990-04-12',
  email: 'siobhan.trade@example.com',
  idType: 'driving-licence',
  idNumber: 'kelly904120sk9',
} as const;

export function startBody(model: string, imei: string, extra: Record<string, unknown> = {}) {
  return { device: { model, storage: '128GB', colour: 'Blue', imei }, checklist: GOOD_CHECKLIST, ...extra };
}

/** A device of `model` (priced at grade B) offered and accepted: the trade-in's id. */
export async function acceptedTradeIn(by: SignedIn, model: string, imei = validImei()): Promise<string> {
  const started = await invoke(routes.startTradeIn, { ...by.as, body: startBody(model, imei) });
  expect(started.status).toBe(201);
  const accepted = await invoke(routes.acceptTradeIn, { ...by.as, params: { id: started.body.id }, body: { seller: SELLER, declaration: { signedName: 'Siobhán Kelly', agreed: true } } });
  expect(accepted.status).toBe(200);
  return started.body.id;
}
