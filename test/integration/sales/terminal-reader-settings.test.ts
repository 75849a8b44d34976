// Card readers in Settings: a reader is renamed or moved, and taken off the till's list; a payment
// already waiting on a removed reader still answers and can be cancelled (its record names the reader).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { invoke } from '../../support/invoke';
import { signedInUser, type SignedIn } from '../repairs/repair-helpers';

let admin: SignedIn;
const register = async (label: string) => (await invoke(routes.registerTerminalReader, { ...admin.as, body: { label, location: 'Front counter' } })).body;
const listed = async () => (await invoke(routes.listTerminalReaders, admin.as)).body.readers.map((r: { readerId: string }) => r.readerId);

beforeAll(async () => {
  admin = await signedInUser('admin');
});

describe('a registered card reader', () => {
  it('is renamed and moved, and the till lists it with its new label', async () => {
    const reader = await register('Reader to rename');

    const changed = await invoke(routes.updateTerminalReader, { ...admin.as, params: { readerId: reader.readerId }, body: { label: 'Repairs desk reader', location: 'Repairs desk' } });

    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ readerId: reader.readerId, label: 'Repairs desk reader', location: 'Repairs desk', providerReaderId: reader.providerReaderId });
    const till = (await invoke(routes.listTerminalReaders, admin.as)).body.readers;
    expect(till.find((r: { readerId: string }) => r.readerId === reader.readerId)).toMatchObject({ label: 'Repairs desk reader' });
  });

  it('is taken off the list while a payment waiting on it still answers and can be cancelled', async () => {
    const reader = await register('Reader to remove');
    const paymentKey = randomUUID();
    expect((await invoke(routes.startTerminalPayment, { ...admin.as, body: { paymentKey, saleKey: randomUUID(), readerId: reader.readerId, amountPence: 700 } })).status).toBe(200);

    const removed = await invoke(routes.removeTerminalReader, { ...admin.as, params: { readerId: reader.readerId } });

    expect(removed.status).toBe(200);
    expect(removed.body.readers.map((r: { readerId: string }) => r.readerId)).not.toContain(reader.readerId);
    expect(await listed()).not.toContain(reader.readerId);
    expect((await invoke(routes.getTerminalPayment, { ...admin.as, params: { paymentKey } })).body).toMatchObject({ state: 'pending', readerLabel: 'Reader to remove' });
    expect((await invoke(routes.cancelTerminalPayment, { ...admin.as, params: { paymentKey } })).body).toMatchObject({ state: 'cancelled' });
  });

  it('answers 404 for a reader that is not registered, and 400 for a bad label or id', async () => {
    const missing = '01J00000000000000000000000';
    expect((await invoke(routes.updateTerminalReader, { ...admin.as, params: { readerId: missing }, body: { label: 'X', location: 'Y' } })).status).toBe(404);
    expect((await invoke(routes.removeTerminalReader, { ...admin.as, params: { readerId: missing } })).status).toBe(404);
    const reader = await register('Reader kept');
    const blank = await invoke(routes.updateTerminalReader, { ...admin.as, params: { readerId: reader.readerId }, body: { label: '', location: 'Y' } });
    expect(blank.status).toBe(400);
    expect((await invoke(routes.removeTerminalReader, { ...admin.as, params: { readerId: 'not-a-reader' } })).status).toBe(400);
    expect(await listed()).toContain(reader.readerId);
  });
});
