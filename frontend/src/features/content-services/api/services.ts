// The services pages' data: the service list, one service with its prices, and the whole price list.
// Each page component takes this data as a prop, so a server-side loader can supply it instead.
import { queryOptions } from '@tanstack/react-query';
import { contentRoutes } from '../../../../../shared/api/routes/content';
import { apiCall } from '../../../lib/api-client';

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: [contentRoutes.listServices.path],
    queryFn: ({ signal }) => apiCall(contentRoutes.listServices, { signal }),
  });

export const serviceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [contentRoutes.getService.path, id],
    queryFn: ({ signal }) => apiCall(contentRoutes.getService, { params: { id }, signal }),
  });

export const priceListQueryOptions = () =>
  queryOptions({
    queryKey: [contentRoutes.getPriceList.path],
    queryFn: ({ signal }) => apiCall(contentRoutes.getPriceList, { signal }),
  });
