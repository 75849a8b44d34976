// /services/{id}: one repair service with its prices by model.
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ServiceRoute = lazyDataPart(async () => (await import('../../features/content-services/components/services-routes')).ServiceRoute);

export function Component() {
  const { id = '' } = useParams();
  return (
    <TwoStepPage loadingLabel="Loading the service">
      <ServiceRoute key={id} id={id} />
    </TwoStepPage>
  );
}
