// GET /api/user/purchases, a page at a time, under the key of its path (the spec's cached group
// 'purchases', reset on sign-in and sign-out with every other cached path); and one purchase's PDF,
// drawn in the browser from GET /api/user/purchases/{number} (pdf-lib loads only then, decision 146).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { purchaseRoutes } from '../../../../../shared/api/routes/purchases';
import { apiCall } from '../../../lib/api-client';

export const myPurchasesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [purchaseRoutes.listMyPurchases.path],
    queryFn: ({ pageParam, signal }) => apiCall(purchaseRoutes.listMyPurchases, { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor,
  });

export const useMyPurchases = () => useInfiniteQuery(myPurchasesQueryOptions());

export async function purchasePdf(number: string): Promise<Uint8Array> {
  const [document, pdfs] = await Promise.all([apiCall(purchaseRoutes.getMyPurchaseDocument, { params: { number } }), import('../../../lib/sales-pdf/document-pdfs')]);
  return document.kind === 'creditNote' ? pdfs.creditNotePdf(document.creditNote) : pdfs.invoicePdf(document.invoice);
}
