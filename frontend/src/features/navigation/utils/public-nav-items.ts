// The header's and footer's public links (section 2, Navigation), the part shown (links whose page
// is built: decision 117), and which item is active. Apart from the signed-in menus' lists
// (nav-items.ts), which load with those menus, so the first load of every public page stays small.
import { publicPages, type BuiltPage } from '../../../app/public-pages';
import { paths } from '../../../config/paths';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  /** Active when the current path starts with one of these; exact match on `to` otherwise. */
  readonly activePrefixes?: readonly string[];
}

export const specPublicNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services, activePrefixes: [paths.services] },
  { label: 'Pricing', to: paths.pricing },
  { label: 'IMEI Lookup', to: paths.imeiLookup },
  { label: 'Shop', to: paths.shop, activePrefixes: [paths.shop] },
  { label: 'Mail-in Repair', to: paths.mailInRepair, activePrefixes: [paths.mailInRepair] },
  { label: 'Sell your device', to: paths.sellYourDevice },
  { label: 'Reviews', to: paths.reviews },
  { label: 'About', to: paths.about },
  { label: 'Contact', to: paths.contact },
  { label: 'Guides', to: paths.guides, activePrefixes: [paths.guides] },
];

/**
 * The links a menu shows: those whose page is registered as built, among `pages` (the public ones
 * by default: the signed-in menus pass the whole registry). A link to a page not built yet would
 * lead to the 404 page, so it appears only when its area lands in the route registry.
 */
export function builtItems(items: readonly NavItem[], pages: readonly BuiltPage[] = publicPages): readonly NavItem[] {
  const builtPaths = new Set(pages.map((page) => page.path));
  return items.filter((item) => builtPaths.has(item.to));
}

export const publicNavItems = builtItems(specPublicNavItems);

/** Prefixes are plain string prefixes: the spec's admin Dashboard is active for any path starting /admin. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  if (item.activePrefixes) return item.activePrefixes.some((prefix) => pathname.startsWith(prefix));
  return pathname === item.to;
}
