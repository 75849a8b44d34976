// /admin/site-functionality ("Site Functions"): the services switched on or off for visitors with
// their notices (issue 17), then the site's content (prices, services, guides, reviews, enquiries, TACs).
import { SiteFunctionsSection } from '../../features/admin-settings/components/site-functions-form';
import { SiteContentPage } from '../../features/content-admin/components/site-content-page';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../../lib/auth';
import { can } from '../../lib/roles';

export function Component() {
  useDocumentTitle('Site functions');
  const { user } = useAuth();
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 sm:px-6">
        <header>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Site functions</h1>
          <p className="mt-1 text-sm text-muted">What visitors can use right now. Every change is recorded in the activity log.</p>
        </header>
        {/* Switching services on and off is a setting: the owner's (decision 254). */}
        {can(user, 'settings.manage') ? <SiteFunctionsSection /> : null}
      </div>
      <SiteContentPage />
    </>
  );
}
