// /pricing: the whole price list, rendered with its data and filtered in the browser.
import { useLoaderData } from 'react-router';
import type { PublicPriceList } from '../../../../shared/schemas/content/services';
import { PricingPage } from '../../features/content-services/components/pricing-page';

export function Component() {
  return <PricingPage list={useLoaderData<PublicPriceList>()} />;
}
