// Issue 12 item 8: the sessions list names each session's device and place without revealing its token.
import { describe, expect, it } from 'vitest';
import { deviceOf, placeOf, sessionIdOf } from '../../../functions/accounts/session-views';

describe('the sessions list', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36', 'Chrome on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1', 'Safari on iPhone'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox on Mac'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36 EdgA/131.0 Edg/131.0', 'Edge on Android'],
    ['vitest', 'vitest'],
    [undefined, 'Unknown device'],
  ])('reads %j as %s', (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });

  it.each([
    ['203.0.113.40', 'Internet address 203.0.113.40'],
    ['127.0.0.1', 'Local network'],
    ['192.168.1.20', 'Local network'],
    ['10.4.0.9', 'Local network'],
    ['172.20.0.1', 'Local network'],
    ['::1', 'Local network'],
    ['2001:db8::1', 'Internet address 2001:db8::1'],
    [undefined, 'Unknown place'],
  ])('places %s as %s', (address, place) => {
    expect(placeOf(address)).toBe(place);
  });

  it('names a session by an id derived from its token hash, never the hash itself', () => {
    const hash = 'a'.repeat(64);
    expect(sessionIdOf(hash)).toMatch(/^[0-9a-f]{32}$/);
    expect(hash).not.toContain(sessionIdOf(hash));
    expect(sessionIdOf(hash)).toBe(sessionIdOf(hash));
  });
});
