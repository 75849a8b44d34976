// The suppliers page's calls: suppliers, a supplier with its price list, purchase orders and their writes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { supplierRoutes } from '../../../../../shared/api/routes/suppliers';
import type { AddOrderLineRequest, ReceiveGoodsRequest } from '../../../../../shared/schemas/suppliers/purchase-order';
import type { SupplierInput } from '../../../../../shared/schemas/suppliers/supplier';
import { apiCall } from '../../../lib/api-client';

export const suppliersQueryOptions = () =>
  queryOptions({ queryKey: [supplierRoutes.listSuppliers.path], queryFn: ({ signal }) => apiCall(supplierRoutes.listSuppliers, { signal }) });

export const supplierQueryOptions = (id: string) =>
  queryOptions({ queryKey: [supplierRoutes.getSupplier.path, id], queryFn: ({ signal }) => apiCall(supplierRoutes.getSupplier, { params: { id }, signal }) });

export const purchaseOrdersQueryOptions = () =>
  queryOptions({ queryKey: [supplierRoutes.listPurchaseOrders.path], queryFn: ({ signal }) => apiCall(supplierRoutes.listPurchaseOrders, { signal }) });

export const purchaseOrderQueryOptions = (id: string) =>
  queryOptions({ queryKey: [supplierRoutes.getPurchaseOrder.path, id], queryFn: ({ signal }) => apiCall(supplierRoutes.getPurchaseOrder, { params: { id }, signal }) });

/** A write that refreshes every suppliers and purchase orders query afterwards. Never retried. */
function useSupplierWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    retry: false,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: suppliersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [supplierRoutes.getSupplier.path] }),
        queryClient.invalidateQueries({ queryKey: purchaseOrdersQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: [supplierRoutes.getPurchaseOrder.path] }),
        queryClient.invalidateQueries({ queryKey: [supplierRoutes.listSuggestedOrders.path] }),
      ]);
    },
  });
}

export const useCreateSupplier = () => useSupplierWrite((body: SupplierInput) => apiCall(supplierRoutes.createSupplier, { body }));
export const useUpdateSupplier = (id: string) => useSupplierWrite((body: SupplierInput) => apiCall(supplierRoutes.updateSupplier, { params: { id }, body }));
export const useImportPriceList = (id: string) => useSupplierWrite((csv: string) => apiCall(supplierRoutes.importPriceList, { params: { id }, body: { csv } }));
export const useAddOrderLine = () => useSupplierWrite((body: AddOrderLineRequest) => apiCall(supplierRoutes.addPurchaseOrderLine, { body }));
export const useRemoveOrderLine = (id: string) => useSupplierWrite((lineId: string) => apiCall(supplierRoutes.removePurchaseOrderLine, { params: { id, lineId } }));
export const usePlaceOrder = (id: string) => useSupplierWrite((pdfBase64: string) => apiCall(supplierRoutes.placePurchaseOrder, { params: { id }, body: { pdfBase64 } }));
export const useCancelOrder = (id: string) => useSupplierWrite(() => apiCall(supplierRoutes.cancelPurchaseOrder, { params: { id } }));
export const useReceiveGoods = (id: string) => useSupplierWrite((body: ReceiveGoodsRequest) => apiCall(supplierRoutes.receiveGoods, { params: { id }, body }));

/** Low-stock products by usual supplier (decision 332); fresh each time the page asks. */
export const suggestedOrdersQueryOptions = () =>
  queryOptions({ queryKey: [supplierRoutes.listSuggestedOrders.path], queryFn: ({ signal }) => apiCall(supplierRoutes.listSuggestedOrders, { signal }), staleTime: 0 });

export const useDraftSuggestedOrder = () => useSupplierWrite((supplierId: string) => apiCall(supplierRoutes.draftSuggestedOrder, { params: { supplierId } }));
