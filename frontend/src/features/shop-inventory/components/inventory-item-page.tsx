// /admin/inventory/{id}: edit a product (images uploaded straight to storage), move its stock with
// a reason (goods received, adjustment, count), add refurbished units, and its movement history.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ulid } from 'ulid';
import type { Product, ProductInput } from '../../../../../shared/schemas/shop/product';
import { MOVEMENT_KIND_NAMES } from '../../../../../shared/schemas/shop/stock';
import { Notice } from '../../../components/form/notice';
import { Button } from '../../../components/ui/button';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { uploadImage } from '../../../lib/upload-image';
import { serverMessage } from '../../../lib/server-message';
import { inventoryItemQueryOptions, useAddUnit, useAdjustStock, useUpdateProduct } from '../api/inventory';

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
      <section aria-labelledby="history-title" className="grid gap-2">
        <h2 id="history-title" className="text-xl font-semibold">
          Movement history
        </h2>
        {movements.length === 0 ? (
          <p className="text-muted">No stock movements yet.</p>
        ) : (
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
  });
  const [images, setImages] = useState(product.images);
  const [uploading, setUploading] = useState<string | null>(null);
  const text = (name: keyof typeof form, label: string, type = 'text') => (
    <label className="grid gap-1 text-sm">
      {label}
      <input type={type} step={type === 'number' ? '0.01' : undefined} value={String(form[name])} onChange={(e) => setForm({ ...form, [name]: e.target.value })} className={input} />
    </label>
  );
  function submit() {
    const body: ProductInput = {
      name: form.name,
      slug: product.slug,
      category: product.category,
      description: form.description,
      images,
      pricePence: Math.round(Number(form.price) * 100),
      compareAtPence: form.compareAt ? Math.round(Number(form.compareAt) * 100) : undefined,
      sku: form.sku,
      barcode: form.barcode,
      compatibleModels: form.models.split(',').map((m) => m.trim()).filter(Boolean),
      lowStockThreshold: Number(form.lowStockThreshold),
      costPence: form.cost.trim() ? Math.round(Number(form.cost) * 100) : undefined,
      location: form.location,
      published: form.published,
      serialised: product.serialised,
    };
    save.mutate(body);
  }
  return (
    <form
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
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('sku', 'SKU')}
        {text('barcode', 'Barcode (EAN-13)')}
        {text('price', 'Price with VAT (£)', 'number')}
        {text('compareAt', 'Compare-at price (£, optional)', 'number')}
        {text('lowStockThreshold', 'Low-stock threshold', 'number')}
        {text('cost', 'Cost price without VAT (£, weighted average)', 'number')}
        {text('location', 'Shelf location')}
        {text('models', 'Compatible models (comma separated)')}
      </div>
      <label className="grid gap-1 text-sm">
        Description
        <textarea value={form.description} onChange={(e) => setForm({ ...form, description: e.target.value })} rows={4} className="rounded-lg border border-border-strong bg-background p-3" />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={form.published} onChange={(e) => setForm({ ...form, published: e.target.checked })} className="h-5 w-5" />
        Published in the shop
      </label>
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Images</legend>
        <ul className="flex flex-wrap gap-2">
          {images.map((image) => (
            <li key={image.key} className="grid gap-1">
              <img src={`/uploads/${image.key}`} alt={image.alt} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
              <Button size="sm" variant="ghost" onClick={() => setImages(images.filter((i) => i.key !== image.key))}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
        <label className="grid gap-1 text-sm">
          Add an image (resized before upload)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setUploading(null);
              try {
                const { key } = await uploadImage(file, 'product-images');
                setImages([...images, { key, alt: form.name }]);
              } catch (error) {
                setUploading(serverMessage(error));
              }
            }}
          />
        </label>
        {uploading ? <p role="alert" className="text-danger">{uploading}</p> : null}
      </fieldset>
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
