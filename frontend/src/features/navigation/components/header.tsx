// The site header: logo, the public navigation (desktop; staff get the admin navigation instead), a
// call button, and the session part (Login/Register or the account menus, plus the mobile slide-out
// menu below the xl breakpoint).
import Phone from 'lucide-react/icons/phone';
import { lazy, Suspense, useRef, useState } from 'react';
import { BUSINESS } from '../../../../../shared/business';
import { buttonClasses } from '../../../components/ui/button';
import { useFocusKeptInPlace } from '../../../hooks/use-focus-kept-in-place';
import { callHref } from '../../../lib/contact-links';
import { useMayBeSignedIn } from '../../../lib/signed-in-hint';
import { publicNavItems } from '../utils/public-nav-items';
import { AccountPlaceholder } from './account-placeholder';
import { desktopActiveClass, desktopLinkClass, headerEndClass } from './desktop-link-classes';
import { Logo } from './logo';
import { MobileMenuButton } from './mobile-menu-button';
import { NavLink } from './nav-link';

const HeaderSession = lazy(() => import('./header-session'));

const noop = () => undefined;

export function Header() {
  const maybeSignedIn = useMayBeSignedIn();
  const [menuOpen, setMenuOpen] = useState(false);
  // The session part replaces the first paint's links and buttons: a keyboard user keeps their place.
  const headerRef = useRef<HTMLElement>(null);
  useFocusKeptInPlace(headerRef);
  const publicNav = (
    <nav aria-label="Main" className="ml-2 hidden flex-1 xl:block">
      <ul className="flex items-center">
        {publicNavItems.map((item) => (
          <li key={item.to}>
            <NavLink item={item} className={desktopLinkClass} activeClassName={desktopActiveClass} />
          </li>
        ))}
      </ul>
    </nav>
  );
  const callButton = (
    <a
      href={callHref}
      title={`Call ${BUSINESS.phone.display}`}
      // Hidden beside the full desktop navigation, which needs the room, and on a small phone beside the
      // cart and account buttons; the page, the footer and the menu offer calls too.
      className={buttonClasses('ghost', 'icon', maybeSignedIn ? 'xl:hidden max-[26rem]:hidden' : 'xl:hidden')}
      aria-label={`Call ${BUSINESS.name} on ${BUSINESS.phone.display}`}
    >
      <Phone className="h-5 w-5" aria-hidden="true" />
    </a>
  );
  return (
    // Printed admin pages (a Z report, a job sheet) carry no site header.
    <header ref={headerRef} className="sticky top-0 z-40 border-b border-border/80 bg-background/85 backdrop-blur-md print:hidden">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6">
        <Logo />
        {/* Until the session part arrives the public links show and the menu still opens with them;
            then it shows staff the admin navigation in their place (decision 251). */}
        <Suspense
          fallback={
            <>
              {publicNav}
              <div className={headerEndClass}>
                {callButton}
                {maybeSignedIn ? <AccountPlaceholder /> : null}
                <MobileMenuButton user={null} onLogout={noop} loggingOut={false} open={menuOpen} onOpenChange={setMenuOpen} />
              </div>
            </>
          }
        >
          <HeaderSession publicNav={publicNav} callButton={callButton} menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />
        </Suspense>
      </div>
    </header>
  );
}
