import { describe, expect, it } from 'vitest';
import { smsSegments } from '../../../../shared/messaging/sms-segments';

describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one part and splits the 161st into two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2, remaining: 145 });
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts extension characters (€, [, ]) twice and keeps £ as one', () => {
    expect(smsSegments('€5 [ok] £5').units).toBe(13);
    expect(smsSegments('€'.repeat(80)).segments).toBe(1);
    expect(smsSegments('€'.repeat(81)).segments).toBe(2);
  });

  it('sends the whole text as UCS-2 once one character is outside GSM-7: 70, then 67 per part', () => {
    expect(smsSegments(`It’s ready ${'a'.repeat(59)}`)).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments(`It’s ready ${'a'.repeat(60)}`)).toMatchObject({ encoding: 'UCS-2', units: 71, segments: 2, remaining: 63 });
  });

  it('counts an empty text as no parts', () => {
    expect(smsSegments('').segments).toBe(0);
  });
});
