// The Lighthouse bench measures real pages: every route parameter filled, the given samples used
// (a placeholder landed on 404s that scored 0), and noindex pages not held to SEO 100.
import { describe, expect, it } from 'vitest';
import { lighthouseRoutes } from '../../../bench/lighthouse';
import { protectedPaths, publicPaths } from '../../../frontend/src/config/paths';

const samples = {
  [publicPaths.serviceDetail]: 'screen-repair',
  [publicPaths.guideDetail]: 'wet-phone-what-to-do',
  [publicPaths.shopCategory]: 'cases',
  [publicPaths.shopProduct]: '01JBENCHPRODUCT0000000000A',
  [publicPaths.deviceProfile]: 'device-qr',
  [protectedPaths.orderDetail]: 'order-id',
  [protectedPaths.mailInOrderDetail]: 'MI-ABC123',
  [protectedPaths.mailInOrder]: 'MI-ABC123',
  [protectedPaths.editDevice]: 'my-device-qr',
  [protectedPaths.customerDetailsByQr]: 'record-qr',
};
const routes = lighthouseRoutes({ jobQrCode: 'job-qr', sessionCookie: 'drs_session=x', samples });
const byPath = (path: string) => routes.find((route) => route.path === path);

describe('lighthouseRoutes', () => {
  it('fills every parameter, with the real sample where one is given', () => {
    expect(routes.filter((route) => /[:?]|\/_(\/|$)/.test(route.path))).toEqual([]);
    for (const path of ['/services/screen-repair', '/guides/wet-phone-what-to-do', '/shop/category/cases', '/shop/product/01JBENCHPRODUCT0000000000A', '/device-profile/device-qr']) {
      expect(byPath(path), path).toBeDefined();
    }
    expect(byPath('/device/sample')).toBeDefined();
    expect(byPath('/job/job-qr')?.targets.performance).toBe(95);
  });

  it('measures each page once', () => {
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
  });

  it('holds public pages to SEO 100 but not the noindex ones', () => {
    expect(byPath('/services')?.targets.seo).toBe(100);
    expect(byPath('/admin/button-test')?.targets.seo).toBe(0);
    expect(byPath('/admin/button-test')?.targets.performance).toBe(98);
    expect(byPath('/profile')?.targets.seo).toBe(0);
    expect(byPath('/profile')?.cookie).toBe('drs_session=x');
  });

  it("measures the account pages reached by an id with the bench account's own records, signed in", () => {
    for (const path of ['/shop/orders/order-id', '/account/mail-in-orders/MI-ABC123', '/mail-in-repair/order/MI-ABC123', '/edit-device/my-device-qr', '/customer-details/record-qr']) {
      expect(byPath(path)?.cookie, path).toBe('drs_session=x');
      expect(byPath(path)?.targets.performance, path).toBe(95);
    }
  });
});
