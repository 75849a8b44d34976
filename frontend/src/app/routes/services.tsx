// /services: the repair services by device type.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ServicesRoute = lazyDataPart(async () => (await import('../../features/content-services/components/services-routes')).ServicesRoute);

export function Component() {
  return (
    <TwoStepPage loadingLabel="Loading the services">
      <ServicesRoute />
    </TwoStepPage>
  );
}
