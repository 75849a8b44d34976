// /admin/site-functionality ("Site Functions"): the services switched on or off for visitors with
// their notices (issue 17), then the site's content (prices, services, guides, reviews, enquiries, TACs).
import { SiteFunctionsSection } from '../../features/admin-settings/components/site-functions-form';
import { SiteContentPage } from '../../features/content-admin/components/site-content-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Component() {
  useDocumentTitle('Site functions');
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pt-8 sm:px-6">
        <header>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Site functions</h1>
          <p className="mt-1 text-sm text-muted">What visitors can use right now. Every change is recorded in the activity log.</p>
        </header>
        <SiteFunctionsSection />
      </div>
      <SiteContentPage />
    </>
  );
}
