// What a scanned or typed code opens: ticket and sticker links of this site, or the bare code.
import { describe, expect, it } from 'vitest';
import { qrTarget } from '../../../frontend/src/utils/qr-target';

const code = 'q9Xk2LmP4rT7vW1yZ3bN5c';

describe('qrTarget', () => {
  it('opens a job from a bare ticket code, trimmed', () => {
    expect(qrTarget(`  ${code} `)).toEqual({ kind: 'job', code });
  });

  it('opens a job from every short link a ticket may carry', () => {
    for (const prefix of ['qr', 'job', 'jobs', 'job-status', 'claim-job']) {
      expect(qrTarget(`https://devicedrs.co.uk/${prefix}/${code}`)).toEqual({ kind: 'job', code });
    }
  });

  it('opens a device profile from a device sticker link', () => {
    expect(qrTarget(`https://devicedrs.co.uk/device/${code}`)).toEqual({ kind: 'device', code });
    expect(qrTarget(`http://localhost:3000/device-profile/${code}`)).toEqual({ kind: 'device', code });
  });

  it('refuses anything else: other paths, other schemes, malformed codes, plain text', () => {
    expect(qrTarget(`https://devicedrs.co.uk/shop/${code}`)).toBeNull();
    expect(qrTarget(`https://devicedrs.co.uk/job/${code}/extra`)).toBeNull();
    expect(qrTarget(`javascript:alert(1)//job/${code}`)).toBeNull();
    expect(qrTarget('https://devicedrs.co.uk/job/short')).toBeNull();
    expect(qrTarget('WIFI:S:shop;T:WPA;P:secret;;')).toBeNull();
    expect(qrTarget('')).toBeNull();
  });
});
