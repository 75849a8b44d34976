// The frame of every page: skip link, header, the page, footer; plus the page-hit tracker, the auth
// event handling and the admin timeout gate (dialog and passcode prompt), which need the router.
// The tracker, the focus keeper and the admin timeout parts draw nothing, so they load after the
// page (decision 022); the footer, below the fold, hydrates from a chunk of its own (decision 027).
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AdminTimeoutGate } from '../features/admin-timeout/components/admin-timeout-gate';
import { AuthEvents } from '../features/auth-state/components/auth-events';
import { Header } from '../features/navigation/components/header';

const PageHitTracker = lazy(() => import('../features/page-hits/components/page-hit-tracker'));
// Acts only after a change of page, so it loads after the first one (decision 250).
const FocusOnNavigation = lazy(async () => ({ default: (await import('./focus-on-navigation')).FocusOnNavigation }));

const loadFooter = () => import('../features/navigation/components/footer');
// Requested as soon as the app starts, beside the page's own chunk, not when React reaches it.
const footerLoading = typeof window === 'undefined' ? undefined : loadFooter();
const Footer = lazy(async () => ({ default: (await (footerLoading ?? loadFooter())).Footer }));

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-primary focus:px-4 focus:py-2 focus:font-semibold focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen high below the header, so the footer starts below the fold and cannot
          jump in view when a page's content arrives (issue 10: CLS 0.42 from the footer). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 outline-none">
        <AuthEvents>
          <Outlet />
        </AuthEvents>
      </main>
      {/* In the HTML of every server-drawn page; drawn by the app, it arrives below the fold (main is a
          screen high), so nothing in view moves. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <PageHitTracker />
      </Suspense>
      <AdminTimeoutGate />
      <Suspense fallback={null}>
        <FocusOnNavigation />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
