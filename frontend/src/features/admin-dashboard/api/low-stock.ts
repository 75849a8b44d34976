// GET /api/admin/low-stock: the products marked at or below their low-stock threshold (decision 331).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { apiCall } from '../../../lib/api-client';

export const lowStockQueryOptions = () =>
  queryOptions({ queryKey: [shopRoutes.listLowStock.path], queryFn: ({ signal }) => apiCall(shopRoutes.listLowStock, { signal }), staleTime: 0 });

export const useLowStock = () => useQuery(lowStockQueryOptions());
