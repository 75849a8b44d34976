// A record's page is counted under its route, the catalogue's under its address (decision 381); every
// route of the site with a key in it is one or the other.
import { describe, expect, it } from 'vitest';
import { countedPath, RECORD_PAGES } from '../../../../functions/audit/counted-path';
import { paths } from '../../../../frontend/src/config/paths';

/** Routes whose key names a catalogue entry: counted by address, as the report's top pages should show them. */
const CATALOGUE_PAGES = ['/services/:id', '/guides/:id', '/shop/category/:category', '/shop/product/:id'];

describe('countedPath', () => {
  it.each([
    ['/job/Ab3dEf6hIj9kLm0nOp2qRs', '/job/:qrCode'],
    ['/job/Ab3dEf6hIj9kLm0nOp2qRs/', '/job/:qrCode'],
    ['/admin/job/Ab3dEf6hIj9kLm0nOp2qRs', '/admin/job/:qrCode'],
    ['/shop/orders/01JD3X0000000000000000000A', '/shop/orders/:id'],
    ['/reset-password/redacted', '/reset-password/:token'],
    ['/admin/qr/Ab3dEf6hIj9kLm0nOp2qRs', '/admin/qr/:qrCode'],
  ])('counts %s under %s', (path, route) => {
    expect(countedPath(path)).toBe(route);
  });

  it.each(['/', '/pricing', '/shop/product/iphone-15-screen', '/guides/battery-care', '/admin/qr', '/job/', '/job/a/b', '/shop/orders'])('counts %s under itself', (path) => {
    expect(countedPath(path)).toBe(path);
  });

  it("lists every route of the site with a key in it, or names it a catalogue page", () => {
    const keyed = [...new Set(Object.values(paths).filter((route) => route.includes('/:')).map((route) => route.replace(/\?$/, '')))];

    for (const route of keyed) {
      const example = route.replace(/:[A-Za-z]+/g, 'Ab3dEf6hIj9kLm0nOp2qRs');
      expect(countedPath(example), route).toBe(CATALOGUE_PAGES.includes(route) ? example : route);
    }
    expect([...RECORD_PAGES].sort()).toEqual(keyed.filter((route) => !CATALOGUE_PAGES.includes(route)).sort());
  });
});
