// Links the settings area builds: directions from a customer's address to the shop, and where each
// of the spec's older admin paths leads (decision 197).
import { describe, expect, it } from 'vitest';
import { aliasTarget, adminPathAliases } from '../../../frontend/src/config/path-aliases';
import { adminPaths } from '../../../frontend/src/config/paths';
import { builtPages } from '../../../frontend/src/app/route-registry';
import { directionsLinks } from '../../../frontend/src/features/customer-site/utils/directions';

const SHOP = '27 Botanic Avenue, Belfast, BT7 1JG';

describe('directionsLinks', () => {
  it('starts Google and Apple directions from the saved address, encoded', () => {
    const links = directionsLinks(SHOP, '12 Lisburn Road, Belfast, BT9 6AB');
    const google = new URL(links[0]!.href);
    const apple = new URL(links.find((l) => l.label === 'Apple Maps')!.href);

    expect(google.origin + google.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(google.searchParams)).toEqual({ api: '1', destination: SHOP, origin: '12 Lisburn Road, Belfast, BT9 6AB', travelmode: 'transit' });
    expect(apple.searchParams.get('saddr')).toBe('12 Lisburn Road, Belfast, BT9 6AB');
    expect(apple.searchParams.get('daddr')).toBe(SHOP);
  });

  it('leaves the origin out without a saved address, so the app starts from where the phone is', () => {
    for (const link of directionsLinks(SHOP, '  ')) {
      const url = new URL(link.href);
      expect(url.searchParams.has('origin')).toBe(false);
      expect(url.searchParams.has('saddr')).toBe(false);
    }
  });
});

describe('the spec’s older admin paths', () => {
  it('are all registered, so none shows the not-found page', () => {
    const registered = new Set(builtPages.admin.map((page) => page.path));
    for (const path of Object.keys(adminPathAliases)) expect(registered.has(path)).toBe(true);
  });

  it('lead to their canonical page, or the job or device itself when the link carries its QR code', () => {
    const qr = 'abcdefghijklmnop1234';
    expect(aliasTarget(adminPaths.admin2, '')).toBe('/admin');
    expect(aliasTarget(adminPaths.adminSite2, '')).toBe('/admin/site-functionality');
    expect(aliasTarget(adminPaths.adminJobDetailPage, '')).toBe('/admin/jobs');
    expect(aliasTarget(adminPaths.adminJobComprehensive, `?qrCode=${qr}`)).toBe(`/admin/job/${qr}`);
    expect(aliasTarget(adminPaths.adminDeviceProfilePage, `?qrCode=${qr}`)).toBe(`/admin/device-profile/${qr}`);
    expect(aliasTarget(adminPaths.jobUpdatePageOld, '?qrCode=../../x')).toBe('/admin/jobs');
    expect(aliasTarget(adminPaths.siteOverviewPage, '')).toBe('/site-overview');
    expect(aliasTarget(adminPaths.guideDetailPageBackup, '')).toBe('/guides');
  });
});
