// The menu button below the xl breakpoint. The slide-out menu (Radix Dialog) is a separate chunk,
// fetched when the pointer or focus reaches the button, so it does not weigh on the first load.
// Whether it is open is the header's state, not this button's: the header draws one button until its
// session part arrives and another after, and a tap on the first must open the menu of the second.
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import type { MobileMenuProps } from './mobile-menu';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

const triggerClass = buttonClasses('ghost', 'icon', 'xl:hidden');

export function MobileMenuButton(props: Omit<MobileMenuProps, 'triggerClassName'>) {
  // Once opened, the menu stays mounted (closed), so Radix returns focus to its own trigger.
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  const preload = () => void loadMobileMenu();

  const placeholder = (
    <button
      type="button"
      className={triggerClass}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => props.onOpenChange(true)}
    >
      <Menu className="h-6 w-6" aria-hidden="true" />
    </button>
  );

  if (!used) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenu {...props} triggerClassName={triggerClass} />
    </Suspense>
  );
}
