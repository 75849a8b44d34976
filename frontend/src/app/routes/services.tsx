// /services: the repair services by device type, rendered with its data (functions/pages/loaders.ts).
import { useLoaderData } from 'react-router';
import type { ServiceList } from '../../../../shared/schemas/content/services';
import { ServicesPage } from '../../features/content-services/components/services-page';

export function Component() {
  const { services } = useLoaderData<ServiceList>();
  return <ServicesPage services={services} />;
}
