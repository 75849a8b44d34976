// /site-overview: a human sitemap of the public pages.
import { SiteOverviewPage } from '../../features/content-pages/components/site-overview-page';

export function Component() {
  return <SiteOverviewPage />;
}
