// Whether a path is one of the admin area's pages (config/paths.ts), where staff get the admin
// navigation at once and no public footer. Kept out of the first load: only the header's session
// part and the footer, both loaded after it, ask.
import { matchPath } from 'react-router';
import { adminPaths } from '../../../config/paths';

const adminPatterns = Object.values(adminPaths);

export function isAdminAreaPath(pathname: string): boolean {
  return adminPatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}
