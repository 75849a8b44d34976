// /admin/site-functionality: the site's content (prices, services, guides, reviews, enquiries, TACs).
import { SiteContentPage } from '../../features/content-admin/components/site-content-page';

export function Component() {
  return <SiteContentPage />;
}
