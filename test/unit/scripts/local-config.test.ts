import { describe, expect, it } from 'vitest';
import { readLocalConfig } from '../../../scripts/local/config';

describe('readLocalConfig', () => {
  it('defaults the ports', () => {
    expect(readLocalConfig({})).toMatchObject({ PORT: 3000, DYNAMODB_PORT: 8000, HOST: '127.0.0.1' });
  });

  it('takes ports from the environment and refuses nonsense', () => {
    expect(readLocalConfig({ PORT: '8080' }).PORT).toBe(8080);
    expect(() => readLocalConfig({ PORT: 'eighty' })).toThrow('PORT: must be a port number (1-65535)');
    expect(() => readLocalConfig({ DYNAMODB_PORT: '70000' })).toThrow('DYNAMODB_PORT');
  });
});
