// /admin/inventory/{id}: edit a product (images uploaded straight to storage), move its stock with
// a reason (goods received, adjustment, count), add refurbished units, and its movement history.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ulid } from 'ulid';
import type { Product } from '../../../../../shared/schemas/shop/product';
import { MOVEMENT_KIND_NAMES } from '../../../../../shared/schemas/shop/stock';
import { Notice } from '../../../components/form/notice';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/ui/button';
import { LoadFailure } from '../../../components/ui/load-failure';
import { ScrollRegion } from '../../../components/ui/scroll-region';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { inventoryItemQueryOptions, useAddUnit, useAdjustStock, useUpdateProduct } from '../api/inventory';
import { parseProduct, penceOf, ProductFields, productFieldsInput } from './product-fields';
import { ReorderFields, reorderInput } from './reorder-fields';

const input = 'h-10 rounded-lg border border-border-strong bg-background px-3';

export function InventoryItemPage() {
  const id = useParams().id ?? '';
  const item = useQuery(inventoryItemQueryOptions(id));
  useDocumentTitle(item.data?.product.name ?? 'Product');
  if (item.isPending) return <PageSpinner label="Loading the product" />;
  if (item.isError) return <LoadFailure error={item.error} notFoundTitle="Product not found" failedTitle="Could not load the product" />;
  const { product, movements, units, lowStock } = item.data;
  return (
    <section aria-labelledby="product-title" className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6">
      <header>
        <h1 id="product-title" className="text-3xl font-bold tracking-tight">
          {product.name}
        </h1>
        <p className="mt-1 text-muted">
          On hand {product.onHand}, held by checkouts {product.reserved}, available {product.available}
          {lowStock ? ' (low stock)' : ''}
        </p>
      </header>
      <EditProduct key={product.updatedAt} product={product} />
      {product.serialised ? <Units productId={product.id} units={units} /> : <AdjustStock productId={product.id} />}
      <section aria-labelledby="history-title" className="grid min-w-0 gap-2">
        <h2 id="history-title" className="text-xl font-semibold">
          Movement history
        </h2>
        {movements.length === 0 ? (
          <p className="text-muted">No stock movements yet.</p>
        ) : (
          <ScrollRegion label="Stock movements">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Stock movements, newest first</caption>
              <thead>
                <tr className="border-b border-border">
                  <th scope="col">When</th>
                  <th scope="col">What</th>
                  <th scope="col">Change</th>
                  <th scope="col">Why</th>
                  <th scope="col">Who</th>
                </tr>
              </thead>
              <tbody>
                {movements.map((m) => (
                  <tr key={m.causeId} className="border-b border-border">
                    <td className="py-1">{new Date(m.at).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'short' })}</td>
                    <td>{MOVEMENT_KIND_NAMES[m.kind]}</td>
                    <td>{m.delta > 0 ? `+${m.delta}` : m.delta}</td>
                    <td>{m.reason}</td>
                    <td>{m.actorName}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </section>
  );
}

function EditProduct({ product }: { product: Product }) {
  const save = useUpdateProduct(product.id);
  const [form, setForm] = useState({
    name: product.name,
    price: (product.pricePence / 100).toFixed(2),
    compareAt: product.compareAtPence ? (product.compareAtPence / 100).toFixed(2) : '',
    description: product.description,
    models: product.compatibleModels.join(', '),
    lowStockThreshold: String(product.lowStockThreshold),
    cost: product.costPence === undefined ? '' : (product.costPence / 100).toFixed(2),
    location: product.location ?? '',
    published: product.published,
    sku: product.sku,
    barcode: product.barcode,
    vatTreatment: product.vatTreatment ?? 'standard',
    secondHandPurchase: product.secondHandPurchasePence === undefined ? '' : (product.secondHandPurchasePence / 100).toFixed(2),
    supplierId: product.supplierId ?? '',
    supplierSku: product.supplierSku ?? '',
    reorderQuantity: product.reorderQuantity === undefined ? '' : String(product.reorderQuantity),
  });
  const [images, setImages] = useState(product.images);
  const set = (name: keyof typeof form, value: string | boolean) => setForm((current) => ({ ...current, [name]: value }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  function submit() {
    const parsed = parseProduct({
      ...productFieldsInput(form, images),
      slug: product.slug,
      category: product.category,
      costPence: penceOf(form.cost),
      location: form.location,
      serialised: product.serialised,
      ...reorderInput(form),
    });
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    save.mutate(parsed.product);
  }
  return (
    <form
      noValidate
      className="grid gap-3 rounded-xl border border-border bg-surface p-4"
      aria-labelledby="edit-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id="edit-title" className="text-xl font-semibold">
        Product details
      </h2>
      <ProductFields
        values={form}
        onChange={set}
        errors={errors}
        images={images}
        onImagesChange={setImages}
        afterThreshold={
          <>
            <TextField label="Cost price without VAT (£, weighted average)" name="cost" optional inputMode="decimal" value={form.cost} onChange={(e) => set('cost', e.target.value)} error={errors.costPence} />
            <TextField label="Shelf location" name="location" optional value={form.location} onChange={(e) => set('location', e.target.value)} error={errors.location} />
          </>
        }
      />
      <ReorderFields values={form} sku={form.sku} onChange={set} errors={errors} />
      {save.isError ? (
        <Notice tone="error" role="alert" title="Not saved">
          {serverMessage(save.error)}
        </Notice>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="justify-self-start">
        Save product
      </Button>
    </form>
  );
}

function AdjustStock({ productId }: { productId: string }) {
  const adjust = useAdjustStock(productId);
  const [kind, setKind] = useState<'received' | 'adjustment' | 'stocktake'>('received');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  return (
    <form
      className="grid gap-3 rounded-xl border border-border bg-surface p-4"
      aria-labelledby="adjust-title"
      onSubmit={(e) => {
        e.preventDefault();
        adjust.mutate({ kind, quantity: Number(quantity), reason, requestId: ulid() }, { onSuccess: () => (setQuantity(''), setReason('')) });
      }}
    >
      <h2 id="adjust-title" className="text-xl font-semibold">
        Move stock
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          What
          <select value={kind} onChange={(e) => setKind(e.target.value as typeof kind)} className={input}>
            <option value="received">Goods received (+)</option>
            <option value="adjustment">Adjustment (+ or -)</option>
            <option value="stocktake">Stocktake: counted quantity</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          Quantity
          <input type="number" step="1" required value={quantity} onChange={(e) => setQuantity(e.target.value)} className={`${input} w-28`} />
        </label>
        <label className="grid gap-1 text-sm">
          Reason
          <input required value={reason} onChange={(e) => setReason(e.target.value)} className={`${input} w-72`} />
        </label>
        <Button type="submit" disabled={adjust.isPending}>
          Record movement
        </Button>
      </div>
      {adjust.isError ? <p role="alert" className="text-danger">{serverMessage(adjust.error)}</p> : null}
    </form>
  );
}

function Units({ productId, units }: { productId: string; units: { unitId: string; serial: string; grade: string; notes: string; state: string }[] }) {
  const add = useAddUnit(productId);
  const [serial, setSerial] = useState('');
  const [grade, setGrade] = useState<'A' | 'B' | 'C'>('A');
  const [notes, setNotes] = useState('');
  return (
    <section aria-labelledby="units-title" className="grid gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="units-title" className="text-xl font-semibold">
        Units
      </h2>
      <ul className="text-sm">
        {units.map((u) => (
          <li key={u.unitId}>
            {u.serial}: grade {u.grade}, {u.state}
            {u.notes ? `, ${u.notes}` : ''}
          </li>
        ))}
      </ul>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate({ serial, grade, notes }, { onSuccess: () => (setSerial(''), setNotes('')) });
        }}
      >
        <label className="grid gap-1 text-sm">
          IMEI or serial
          <input required value={serial} onChange={(e) => setSerial(e.target.value)} className={input} />
        </label>
        <label className="grid gap-1 text-sm">
          Grade
          <select value={grade} onChange={(e) => setGrade(e.target.value as 'A' | 'B' | 'C')} className={input}>
            <option value="A">A</option>
            <option value="B">B</option>
            <option value="C">C</option>
          </select>
        </label>
        <label className="grid gap-1 text-sm">
          Condition notes
          <input value={notes} onChange={(e) => setNotes(e.target.value)} className={input} />
        </label>
        <Button type="submit" disabled={add.isPending}>
          Add unit
        </Button>
      </form>
      {add.isError ? <p role="alert" className="text-danger">{serverMessage(add.error)}</p> : null}
    </section>
  );
}
