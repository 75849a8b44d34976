// The keys of suppliers, price lists and purchase orders (decisions 180-184; docs/data-model.md,
// Suppliers). Beside functions/data/keys.ts rather than in it, so the many handlers that import that
// module do not carry these (Lambda budget, decision 017).
export const supplierKeys = {
  /** Every supplier in one partition: the suppliers page and the part finder's lead times are one Query. */
  supplier: (supplierId: string) => ({ pk: 'SUPPLIERS', sk: `SUPPLIER#${supplierId}` }),
  suppliersPartition: 'SUPPLIERS',
  supplierPrefix: 'SUPPLIER#',
  /** A price-list row, in the partition of its supplier's import (version): a list is one Query. */
  priceListPartition: (supplierId: string, version: string) => `PRICE_LIST#${supplierId}#${version}`,
  priceListItem: (supplierId: string, version: string, sku: string) => ({ pk: `PRICE_LIST#${supplierId}#${version}`, sk: `ITEM#${sku}` }),
  /** The same row once per compatible model, by part type: the part finder's supplier side is one Query. */
  partOfModel: (modelKey: string, partType: string, supplierId: string, version: string, sku: string) => ({ pk: `PART_MODEL#${modelKey}`, sk: `${partType}#${supplierId}#${version}#${sku}` }),
  partModelPartition: (modelKey: string) => `PART_MODEL#${modelKey}`,
  purchaseOrder: (orderId: string) => ({ pk: `PURCHASE_ORDER#${orderId}`, sk: 'ORDER' }),
  /** gsi1 on the order: every purchase order, newest first. */
  purchaseOrderByTime: (createdAt: string, orderId: string) => ({ gsi1pk: 'PURCHASE_ORDERS', gsi1sk: `${createdAt}#${orderId}` }),
  purchaseOrdersPartition: 'PURCHASE_ORDERS',
  purchaseOrderCounter: () => ({ pk: 'COUNTER', sk: 'PURCHASE_ORDER_NUMBER' }),
  /** In-store barcodes for parts first ordered from a price list (GS1 prefix 21). */
  partBarcodeCounter: () => ({ pk: 'COUNTER', sk: 'PART_BARCODE' }),
} as const;
