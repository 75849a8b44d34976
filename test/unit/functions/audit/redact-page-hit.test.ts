// The secrets a link carries never reach a kept page hit (decision 378).
import { describe, expect, it } from 'vitest';
import { redactPageHit, withoutSecrets } from '../../../../functions/audit/redact-page-hit';

describe('withoutSecrets', () => {
  it.each([
    ['/reset-password/abc123', '/reset-password/redacted'],
    ['/verify-email/abc123', '/verify-email/redacted'],
    ['/staff-invitation/abc123', '/staff-invitation/redacted'],
    ['https://shop.example/reset-password/abc123?x=1#top', 'https://shop.example/reset-password/redacted?x=1#top'],
    ['/customer-details?familyInvite=abc123', '/customer-details?familyInvite=redacted'],
    ['/reviews?review=abc123&stars=5', '/reviews?review=redacted&stars=5'],
    ['/loyalty/claim?code=ABCD-1234', '/loyalty/claim?code=redacted'],
    ['/admin/gift-cards?tab=cards&code=GC1234#x', '/admin/gift-cards?tab=cards&code=redacted#x'],
  ])('%s is kept as %s', (given, kept) => {
    expect(withoutSecrets(given)).toBe(kept);
  });

  it.each(['/', '/pricing', '/job/QR123', '/shop/product/p1?colour=red', '/reset-password', '/promo?postcode=BT1', 'not a url at all', ''])('leaves %j as it is', (given) => {
    expect(withoutSecrets(given)).toBe(given);
  });
});

describe('redactPageHit', () => {
  it("redacts the path, the page's URL and the referrer, and nothing else", () => {
    const hit = { path: '/verify-email/t0k', fullUrl: 'https://s.example/verify-email/t0k', userAgent: 'UA /verify-email/x', referrer: 'https://s.example/customer-details?familyInvite=f1', pageTitle: 'Verify', loadTime: 12 };

    expect(redactPageHit(hit)).toEqual({ ...hit, path: '/verify-email/redacted', fullUrl: 'https://s.example/verify-email/redacted', referrer: 'https://s.example/customer-details?familyInvite=redacted' });
  });
});
