// The spec's older admin paths and the canonical page each opens (docs/decisions/197-spec-alias-paths.md).
// A `qrCode` in the query opens that job or device itself where the page has one.
import { generatePath } from 'react-router';
import { adminPaths, publicPaths } from './paths';

interface Alias {
  to: string;
  /** The page for one job or device when the link carries its QR code. */
  withQr?: (qrCode: string) => string;
}

export const adminPathAliases: Readonly<Record<string, Alias>> = {
  [adminPaths.admin2]: { to: adminPaths.admin },
  [adminPaths.admin3]: { to: adminPaths.admin },
  [adminPaths.adminSite2]: { to: adminPaths.adminSiteFunctionality },
  [adminPaths.adminJobDetailPage]: { to: adminPaths.adminJobs, withQr: (qrCode) => generatePath(adminPaths.adminJob, { qrCode }) },
  [adminPaths.adminJobComprehensive]: { to: adminPaths.adminJobs, withQr: (qrCode) => generatePath(adminPaths.adminJob, { qrCode }) },
  [adminPaths.jobUpdatePageOld]: { to: adminPaths.adminJobs, withQr: (qrCode) => generatePath(adminPaths.adminJob, { qrCode }) },
  [adminPaths.adminDeviceProfilePage]: { to: adminPaths.adminQr, withQr: (qrCode) => generatePath(adminPaths.adminDeviceProfile, { qrCode }) },
  [adminPaths.siteOverviewPage]: { to: publicPaths.siteOverview },
  [adminPaths.guideDetailPageBackup]: { to: publicPaths.guides },
};

const QR_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** Where an alias path (with its query string) leads. */
export function aliasTarget(pathname: string, search: string): string {
  const alias = adminPathAliases[pathname.replace(/\/+$/, '')] ?? { to: adminPaths.admin };
  const qrCode = new URLSearchParams(search).get('qrCode');
  return qrCode && alias.withQr && QR_PATTERN.test(qrCode) ? alias.withQr(qrCode) : alias.to;
}
