import { describe, expect, it } from 'vitest';
import { signInHref } from '../../../frontend/src/features/auth-state/utils/sign-in-href';

describe('signInHref', () => {
  it('keeps the path and search the visitor asked for as returnTo', () => {
    const href = signInHref('/shop/orders?page=2&sort=new');

    const url = new URL(href, 'https://example.test');
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('returnTo')).toBe('/shop/orders?page=2&sort=new');
    expect(url.searchParams.has('expired')).toBe(false);
  });

  it('marks an ended session so /auth can say Session expired', () => {
    const url = new URL(signInHref('/dashboard', { expired: true }), 'https://example.test');

    expect(url.searchParams.get('expired')).toBe('1');
  });
});
