import { Link, useLocation } from 'react-router';
import { cn } from '../../../utils/cn';
import { isNavItemActive, type NavItem } from '../utils/public-nav-items';

export interface NavLinkProps {
  item: NavItem;
  className: string;
  activeClassName: string;
  onNavigate?: () => void;
  /** Whether it is the current page, when its menu decides (nav-items.ts: currentNavItem). */
  active?: boolean;
}

/** A menu link marked aria-current="page" by the spec's active rules rather than an exact URL match. */
export function NavLink({ item, className, activeClassName, onNavigate, active: current }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = current ?? isNavItemActive(item, pathname);
  return (
    <Link to={item.to} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={cn(className, active && activeClassName)}>
      {item.label}
    </Link>
  );
}
