import { describe, expect, it } from 'vitest';
import { localSiteOrigins, readLocalConfig } from '../../../scripts/local/config';

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

describe('localSiteOrigins', () => {
  const machine = {
    hostname: 'workshop-pc',
    interfaces: {
      lo: [{ address: '127.0.0.1', family: 'IPv4' }],
      eth0: [{ address: '192.168.1.20', family: 'IPv4' }, { address: 'fe80::1%eth0', family: 'IPv6' }],
    },
  } as unknown as Parameters<typeof localSiteOrigins>[2];

  it('answers localhost first, then 127.0.0.1 and ::1, for the default host', () => {
    expect(localSiteOrigins(3000, '127.0.0.1', machine)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']);
  });

  it('puts a named HOST first, so email links use the name the server is reached by', () => {
    expect(localSiteOrigins(8080, 'repairs.lan', machine)[0]).toBe('http://repairs.lan:8080');
  });

  it("adds the machine's name and addresses when HOST listens on every interface", () => {
    const origins = localSiteOrigins(3000, '0.0.0.0', machine);
    expect(origins).toEqual(expect.arrayContaining(['http://workshop-pc:3000', 'http://192.168.1.20:3000']));
    expect(origins.filter((o) => o === 'http://127.0.0.1:3000')).toHaveLength(1);
  });
});
