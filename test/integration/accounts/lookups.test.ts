import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { newPerson, register } from './account-helpers';

beforeAll(() => {
  useLocalBus();
});

const checkUsername = (username: string) => invoke(routes.checkUsername, { params: { username } });
const lookUp = (q: string) => invoke(routes.lookupAddress, { query: { q } });

describe('GET /api/check-username/{username}', () => {
  it('says a free username is available', async () => {
    const result = await checkUsername(newPerson().username);

    expect(result.status).toBe(200);
    expect(result.body).toEqual({ available: true, message: 'Username is available', suggestions: [] });
  });

  it('says a taken username is taken, in any case, and suggests free ones', async () => {
    const person = newPerson();
    await register(person);

    const result = await checkUsername(person.username.toUpperCase());

    expect(result.body.available).toBe(false);
    expect(result.body.message).toBe('That username is taken');
    expect(result.body.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of result.body.suggestions) {
      expect((await checkUsername(suggestion)).body.available).toBe(true);
    }
  });

  it('never suggests a username someone has', async () => {
    const person = newPerson({ username: 'harbour_view' });
    await register(person);
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9]) await register(newPerson({ username: `harbour_view${n}` }));

    const result = await checkUsername('harbour_view');

    for (const suggestion of result.body.suggestions) expect(suggestion).not.toMatch(/^harbour_view[1-9]$/);
  });

  it('answers 400 under 3 characters', async () => {
    const result = await checkUsername('ab');

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Username must be at least 3 characters');
  });

  it('explains characters a username cannot have', async () => {
    const result = await checkUsername('jo.bloggs');

    expect(result.body.available).toBe(false);
    expect(result.body.message).toBe('Username must be 3 to 30 characters: letters, numbers and underscores only');
    for (const suggestion of result.body.suggestions) expect(suggestion).toMatch(/^\w+$/);
  });

  it('keeps mobile numbers for their own accounts', async () => {
    const result = await checkUsername('07700900123');

    expect(result.body.available).toBe(false);
    expect(result.body.message).toBe('A phone number can only be the username of its own account');
  });
});

describe('GET /api/address-lookup', () => {
  it('suggests Northern Ireland postcode districts', async () => {
    const result = await lookUp('Newtownab');

    expect(result.status).toBe(200);
    expect(result.body).toEqual([
      { description: 'Newtownabbey, BT36', structured_formatting: { main_text: 'BT36', secondary_text: 'Newtownabbey, Northern Ireland' } },
      { description: 'Newtownabbey, BT37', structured_formatting: { main_text: 'BT37', secondary_text: 'Newtownabbey, Northern Ireland' } },
    ]);
  });

  it('suggests streets already on file, never the house, with the typed number', async () => {
    await register(newPerson({ address: '8 Cregagh Road, Belfast, BT6 9EQ' }));

    const result = await lookUp('41 Cregagh');

    expect(result.body[0]).toEqual({
      description: '41 Cregagh Road, Belfast, BT6 9EQ',
      structured_formatting: { main_text: '41 Cregagh Road', secondary_text: 'Belfast, BT6 9EQ' },
    });
    expect(JSON.stringify(result.body)).not.toContain('8 Cregagh');
  });

  it('finds a street on file by a later word', async () => {
    await register(newPerson({ address: '3 Ravenhill Avenue, Belfast, BT6 8LD' }));

    const result = await lookUp('ravenhill av bt6');

    expect(result.body.map((s: { description: string }) => s.description)).toContain('Ravenhill Avenue, Belfast, BT6 8LD');
  });

  it('answers 400 under 3 characters', async () => {
    const result = await lookUp('BT');

    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Enter at least 3 characters');
  });

  it('answers at most 8 suggestions', async () => {
    const result = await lookUp('Belfast');
    expect(result.body).toHaveLength(8);
  });
});
