// Staff's inventory: search, one product with its history, edit, adjust stock, add a unit.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { shopRoutes } from '../../../../../shared/api/routes/shop';
import { supplierRoutes } from '../../../../../shared/api/routes/suppliers';
import type { ProductInput, UnitInput } from '../../../../../shared/schemas/shop/product';
import type { StockAdjustmentRequest } from '../../../../../shared/schemas/shop/stock';
import { apiCall } from '../../../lib/api-client';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';

export const inventoryQueryOptions = (q: string, lowStock: boolean) =>
  queryOptions({
    queryKey: [shopRoutes.listInventory.path, q, lowStock],
    queryFn: ({ signal }) => apiCall(shopRoutes.listInventory, { query: { q: q || undefined, lowStock: lowStock ? 'true' : undefined }, signal }),
  });

export const inventoryItemQueryOptions = (id: string) =>
  queryOptions({ queryKey: [shopRoutes.getInventoryItem.path, id], queryFn: ({ signal }) => apiCall(shopRoutes.getInventoryItem, { params: { id }, signal }) });

function useProductMutation<T>(id: string, fn: (input: T) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    retry: false,
    onSuccess: () => {
      toast({ title: done, variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: [shopRoutes.getInventoryItem.path, id] });
    },
    onError: (error) => toast({ title: 'That did not work', description: serverMessage(error), variant: 'destructive' }),
  });
}

export const useUpdateProduct = (id: string) => useProductMutation(id, (body: ProductInput) => apiCall(shopRoutes.updateProduct, { params: { id }, body }), 'Product saved');
export const useAdjustStock = (id: string) => useProductMutation(id, (body: StockAdjustmentRequest) => apiCall(shopRoutes.adjustStock, { params: { id }, body }), 'Stock updated');
export const useAddUnit = (id: string) => useProductMutation(id, (body: UnitInput) => apiCall(shopRoutes.addStockUnit, { params: { id }, body }), 'Unit added');

/** A new product; the inventory list is stale afterwards. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => apiCall(shopRoutes.createProduct, { body }),
    retry: false,
    onSuccess: () => {
      toast({ title: 'Product added', variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: [shopRoutes.listInventory.path] });
    },
  });
}

/** The suppliers a product's usual supplier is chosen from (decision 330); asked only by those who may list them. */
export const reorderSuppliersQueryOptions = () =>
  queryOptions({ queryKey: [supplierRoutes.listSuppliers.path], queryFn: ({ signal }) => apiCall(supplierRoutes.listSuppliers, { signal }) });
