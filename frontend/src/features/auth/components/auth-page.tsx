// /auth (spec section 2): Login and Register tabs beside the account benefits. This frame draws
// at once; the forms load right after it (docs/decisions/050-account-pages-load-in-two-steps.md).
import QrCode from 'lucide-react/icons/qr-code';
import { lazy, Suspense } from 'react';
import { AfterHydration } from '../../../components/after-hydration';
import { useSearchParams } from 'react-router';
import { BUSINESS } from '../../../../../shared/business';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { SESSION_EXPIRED_NOTICE, SESSION_EXPIRED_PARAM } from '../../../lib/session-expiry';
import { authTabFrom, type AuthTab } from '../utils/auth-tab';
import { qrCodeParam } from '../utils/qr-code-param';
import { AuthTabs, panelId, tabId } from './auth-tabs';
import { FormSkeleton } from './form-skeleton';
import { Notice } from '../../../components/form/notice';
import { publicPaths as paths } from '../../../config/public-paths';
import { nextTask } from '../../../lib/next-task';

// The forms' modules are evaluated in three tasks: zod with the account fields, the account routes'
// schemas, then the forms; in one they were a long task on a phone (decision 210).
const AuthForms = lazy(async () => {
  await import('../../../../../shared/schemas/account-fields');
  await nextTask();
  await import('../../../../../shared/api/routes/accounts');
  await nextTask();
  return import('./auth-forms');
});

// The benefits panel is in the HTML; it hydrates from a chunk of its own, requested as soon as this
// page's chunk runs (docs/decisions/027-first-load-at-110-kb.md). Beside or below the form, its late
// arrival moves nothing above it.
const loadMarketingPanel = () => import('./marketing-panel');
const marketingPanelLoading = typeof window === 'undefined' ? undefined : loadMarketingPanel();
const MarketingPanel = lazy(async () => ({ default: (await (marketingPanelLoading ?? loadMarketingPanel())).MarketingPanel }));

export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = authTabFrom(params.get('tab'));
  const qrCode = qrCodeParam(params.get('qrCode'));
  const expired = params.has(SESSION_EXPIRED_PARAM);
  useDocumentTitle(tab === 'register' ? 'Register' : 'Login');

  const selectTab = (next: AuthTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="relative">
      <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-gradient-to-b from-primary/10 to-transparent" />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,0.9fr)] lg:items-start lg:gap-12">
        <section aria-labelledby="auth-title" className="rounded-2xl border border-border bg-surface p-5 shadow-2xl shadow-black/30 sm:p-8">
          <h1 id="auth-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {tab === 'register' ? 'Create your account' : 'Welcome back'}
          </h1>
          <p className="mt-2 text-muted">
            {tab === 'register'
              ? `Join ${BUSINESS.name} to follow your repairs and collect loyalty points.`
              : 'Sign in to see your repairs, warranties and loyalty points.'}
          </p>

          <div className="mt-6 grid gap-4">
            {expired ? (
              <Notice tone="warning" title={SESSION_EXPIRED_NOTICE} role="alert">
                For your security you were signed out. Please sign in again to continue.
              </Notice>
            ) : null}
            {qrCode ? (
              <div className="flex gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4 text-sm">
                <QrCode className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-hidden="true" />
                <p className="text-muted">
                  <span className="font-semibold text-foreground">Repair job {qrCode}</span>
                  <br />
                  Create an account to link this repair to it and follow its progress.
                </p>
              </div>
            ) : null}
            {!qrCode && params.get('returnTo')?.startsWith(`${paths.loyaltyClaim}?`) ? (
              <p className="rounded-xl border border-accent/50 bg-accent/10 p-4 text-sm text-muted">
                <span className="font-semibold text-foreground">Points from your receipt</span>
                <br />
                Create an account or sign in, and we bring you back to claim them.
              </p>
            ) : null}
            <AuthTabs selected={tab} onSelect={selectTab} />
          </div>

          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="mt-6">
            <AfterHydration fallback={tab === 'register' ? <FormSkeleton fields={8} /> : <FormSkeleton fields={2} rowBeforeSubmit lineAfterSubmit />}>
              <AuthForms tab={tab} onSelectTab={selectTab} />
            </AfterHydration>
          </div>
        </section>
        <Suspense fallback={null}>
          <MarketingPanel />
        </Suspense>
      </div>
    </div>
  );
}
