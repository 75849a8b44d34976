// The menu button below the xl breakpoint. The slide-out menu (Radix Dialog) is a separate chunk,
// fetched when the pointer or focus reaches the button, so it does not weigh on the first load.
import Menu from 'lucide-react/icons/menu';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import type { MobileMenuProps } from './mobile-menu';

const loadMobileMenu = () => import('./mobile-menu');
const MobileMenu = lazy(loadMobileMenu);

const triggerClass = buttonClasses('ghost', 'icon', 'xl:hidden');

export function MobileMenuButton(props: Omit<MobileMenuProps, 'defaultOpen' | 'triggerClassName'>) {
  const [wanted, setWanted] = useState(false);
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
      onClick={() => setWanted(true)}
    >
      <Menu className="h-6 w-6" aria-hidden="true" />
    </button>
  );

  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenu {...props} defaultOpen triggerClassName={triggerClass} />
    </Suspense>
  );
}
