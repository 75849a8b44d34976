// /services/{id}: one repair service with its prices by model, rendered with its data.
import { useLoaderData } from 'react-router';
import type { ServiceDetail } from '../../../../shared/schemas/content/services';
import { ServicePage } from '../../features/content-services/components/service-page';

export function Component() {
  const detail = useLoaderData<ServiceDetail>();
  return <ServicePage key={detail.service.id} detail={detail} />;
}
