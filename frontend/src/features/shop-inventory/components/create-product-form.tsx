// "Add a product" on /admin/inventory (issue 14): the product's fields, checked with the same zod
// schema as the server (its messages shown by each field), images uploaded straight to storage.
// Stock is never set here: it comes in through the ledger on the product's page, where a refurbished
// (serialised) product gets its units, each with its IMEI or serial, grade and notes.
import { useState, type FormEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { CATEGORY_NAMES, PRODUCT_CATEGORIES, type ProductCategory, type ProductImage } from '../../../../../shared/schemas/shop/product';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { useCreateProduct } from '../api/inventory';
import { parseProduct, ProductFields, productFieldsInput } from './product-fields';
import type { VatTreatment } from '../../../../../shared/sales/vat-display';

const EMPTY = {
  name: '',
  slug: '',
  category: 'cases' as ProductCategory,
  description: '',
  price: '',
  compareAt: '',
  sku: '',
  barcode: '',
  models: '',
  lowStockThreshold: '3',
  published: false,
  serialised: false,
  vatTreatment: 'standard' as VatTreatment,
  secondHandPurchase: '',
};

/** A slug from the name, until staff type their own. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

export function CreateProductForm() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [form, setForm] = useState(EMPTY);
  const [slugTyped, setSlugTyped] = useState(false);
  const [images, setImages] = useState<ProductImage[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof EMPTY, value: string | boolean) =>
    setForm((current) => ({ ...current, [name]: value, ...(name === 'name' && !slugTyped ? { slug: slugOf(String(value)) } : {}) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseProduct({ ...productFieldsInput(form, images), slug: form.slug, category: form.category, serialised: form.serialised });
    if ('errors' in parsed) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.product, { onSuccess: (product) => void navigate(generatePath(paths.adminInventoryItem, { id: product.id })) });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-product-title" className="grid gap-4 rounded-xl border border-border bg-surface p-4">
      <h2 id="new-product-title" className="text-xl font-semibold">
        Add a product
      </h2>
      <ProductFields
        values={form}
        onChange={set}
        errors={errors}
        images={images}
        onImagesChange={setImages}
        afterName={
          <>
            <TextField
              label="Slug"
              name="slug"
              hint="Its web address: /shop/product/... words joined by dashes"
              value={form.slug}
              onChange={(e) => {
                setSlugTyped(true);
                set('slug', e.target.value);
              }}
              error={errors.slug}
            />
            <label className="grid gap-1.5 text-sm font-medium">
              Category
              <select value={form.category} onChange={(e) => set('category', e.target.value)} className="h-11 rounded-lg border border-border-strong bg-background px-3">
                {PRODUCT_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {CATEGORY_NAMES[category]}
                  </option>
                ))}
              </select>
            </label>
          </>
        }
        beforePublished={
          <CheckboxField name="serialised" checked={form.serialised} onChange={(checked) => set('serialised', checked)} label="Refurbished device: each unit has its own IMEI or serial (add units on the product's page)" />
        }
      />
      {create.isError ? (
        <Notice tone="error" role="alert" title="Not saved">
          {serverMessage(create.error)}
        </Notice>
      ) : null}
      <SubmitButton pending={create.isPending} pendingLabel="Adding the product..." className="justify-self-start">
        Add product
      </SubmitButton>
    </form>
  );
}
