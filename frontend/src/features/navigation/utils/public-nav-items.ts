// The header's and footer's public links (section 2, Navigation), the part shown (links whose page
// is built: decision 117), and which item is active. Apart from the signed-in menus' lists
// (nav-items.ts), which load with those menus, so the first load of every public page stays small.
import { publicPages, type BuiltPage } from '../../../app/public-pages';
import { publicPaths } from '../../../config/public-paths';

export interface NavItem {
  readonly label: string;
  readonly to: string;
  /** Active when the current path starts with one of these; exact match on `to` otherwise. */
  readonly activePrefixes?: readonly string[];
}

export const specPublicNavItems: readonly NavItem[] = [
  { label: 'Home', to: publicPaths.home },
  { label: 'Services', to: publicPaths.services, activePrefixes: [publicPaths.services] },
  { label: 'Pricing', to: publicPaths.pricing },
  { label: 'IMEI Lookup', to: publicPaths.imeiLookup },
  { label: 'Shop', to: publicPaths.shop, activePrefixes: [publicPaths.shop] },
  { label: 'Mail-in Repair', to: publicPaths.mailInRepair, activePrefixes: [publicPaths.mailInRepair] },
  { label: 'Sell your device', to: publicPaths.sellYourDevice },
  { label: 'Reviews', to: publicPaths.reviews },
  { label: 'About', to: publicPaths.about },
  { label: 'Contact', to: publicPaths.contact },
  { label: 'Guides', to: publicPaths.guides, activePrefixes: [publicPaths.guides] },
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
