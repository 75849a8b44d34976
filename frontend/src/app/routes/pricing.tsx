// /pricing: the whole price list, filtered in the browser.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const PricingRoute = lazyDataPart(async () => (await import('../../features/content-services/components/services-routes')).PricingRoute);

export function Component() {
  return (
    <TwoStepPage loadingLabel="Loading the price list">
      <PricingRoute />
    </TwoStepPage>
  );
}
