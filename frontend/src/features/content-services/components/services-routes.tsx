// The services pages read in the browser: each page's query, then the page with its data.
import { QueryView } from '../../../components/content/query-view';
import { priceListQueryOptions, serviceQueryOptions, servicesQueryOptions } from '../api/services';
import { PricingPage } from './pricing-page';
import { ServicePage } from './service-page';
import { ServicesPage } from './services-page';

export function ServicesRoute() {
  return (
    <QueryView options={servicesQueryOptions()} loadingLabel="Loading the services" notFoundTitle="No services found" failedTitle="We could not load the services">
      {(data) => <ServicesPage services={data.services} />}
    </QueryView>
  );
}

export function ServiceRoute({ id }: { id: string }) {
  return (
    <QueryView options={serviceQueryOptions(id)} loadingLabel="Loading the service" notFoundTitle="We could not find that service" failedTitle="We could not load this service">
      {(detail) => <ServicePage detail={detail} />}
    </QueryView>
  );
}

export function PricingRoute() {
  return (
    <QueryView options={priceListQueryOptions()} loadingLabel="Loading the price list" notFoundTitle="No prices found" failedTitle="We could not load the price list">
      {(list) => <PricingPage list={list} />}
    </QueryView>
  );
}
