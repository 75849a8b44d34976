// "Add a product" on /admin/inventory (issue 14): the product's fields, checked with the same zod
// schema as the server (its messages shown by each field), images uploaded straight to storage.
// Stock is never set here: it comes in through the ledger on the product's page, where a refurbished
// (serialised) product gets its units, each with its IMEI or serial, grade and notes.
import { useState, type FormEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { CATEGORY_NAMES, PRODUCT_CATEGORIES, ProductInputSchema, type ProductCategory, type ProductImage } from '../../../../../shared/schemas/shop/product';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { uploadImage } from '../../../lib/upload-image';
import { useCreateProduct } from '../api/inventory';

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
};

/** A slug from the name, until staff type their own. */
const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** Pounds as typed to pence; anything unreadable goes through as NaN for the schema to name. */
const penceOf = (pounds: string) => (pounds.trim() === '' ? undefined : Math.round(Number(pounds) * 100));

export function CreateProductForm() {
  const navigate = useNavigate();
  const create = useCreateProduct();
  const [form, setForm] = useState(EMPTY);
  const [slugTyped, setSlugTyped] = useState(false);
  const [images, setImages] = useState<ProductImage[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const set = (name: keyof typeof EMPTY) => (value: string) => setForm((current) => ({ ...current, [name]: value, ...(name === 'name' && !slugTyped ? { slug: slugOf(value) } : {}) }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      name: form.name,
      slug: form.slug,
      category: form.category,
      description: form.description,
      images,
      pricePence: penceOf(form.price),
      compareAtPence: penceOf(form.compareAt),
      sku: form.sku,
      barcode: form.barcode,
      compatibleModels: form.models.split(',').map((model) => model.trim()).filter(Boolean),
      lowStockThreshold: Number(form.lowStockThreshold),
      published: form.published,
      serialised: form.serialised,
    };
    const parsed = ProductInputSchema.safeParse(input);
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) byField[String(issue.path[0])] ??= issue.message;
      setErrors(byField);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: (product) => void navigate(generatePath(paths.adminInventoryItem, { id: product.id })) });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="new-product-title" className="grid gap-4 rounded-xl border border-border bg-surface p-4">
      <h2 id="new-product-title" className="text-xl font-semibold">
        Add a product
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" name="name" value={form.name} onChange={(e) => set('name')(e.target.value)} error={errors.name} />
        <TextField
          label="Slug"
          name="slug"
          hint="Its web address: /shop/product/... words joined by dashes"
          value={form.slug}
          onChange={(e) => {
            setSlugTyped(true);
            set('slug')(e.target.value);
          }}
          error={errors.slug}
        />
        <label className="grid gap-1.5 text-sm font-medium">
          Category
          <select value={form.category} onChange={(e) => set('category')(e.target.value)} className="h-11 rounded-lg border border-border-strong bg-background px-3">
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_NAMES[category]}
              </option>
            ))}
          </select>
        </label>
        <TextField label="SKU" name="sku" value={form.sku} onChange={(e) => set('sku')(e.target.value)} error={errors.sku} />
        <TextField label="Barcode (EAN-13)" name="barcode" inputMode="numeric" autoComplete="off" value={form.barcode} onChange={(e) => set('barcode')(e.target.value)} error={errors.barcode} />
        <TextField label="Price with VAT (£)" name="price" inputMode="decimal" value={form.price} onChange={(e) => set('price')(e.target.value)} error={errors.pricePence} />
        <TextField label="Compare-at price (£)" name="compareAt" optional inputMode="decimal" value={form.compareAt} onChange={(e) => set('compareAt')(e.target.value)} error={errors.compareAtPence} />
        <TextField label="Low-stock threshold" name="lowStockThreshold" inputMode="numeric" value={form.lowStockThreshold} onChange={(e) => set('lowStockThreshold')(e.target.value)} error={errors.lowStockThreshold} />
        <TextField label="Compatible models (comma separated)" name="models" optional value={form.models} onChange={(e) => set('models')(e.target.value)} error={errors.compatibleModels} />
      </div>
      <TextAreaField label="Description" name="description" rows={4} value={form.description} onChange={(e) => set('description')(e.target.value)} error={errors.description} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Images</legend>
        {images.length ? (
          <ul className="flex flex-wrap gap-2">
            {images.map((image) => (
              <li key={image.key} className="grid gap-1">
                <img src={`/uploads/${image.key}`} alt={image.alt} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
                <Button size="sm" variant="ghost" onClick={() => setImages(images.filter((each) => each.key !== image.key))}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <label className="grid gap-1 text-sm">
          Add an image (resized before upload)
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setUploadFailure(null);
              try {
                const { key } = await uploadImage(file, 'product-images');
                setImages((current) => [...current, { key, alt: form.name.trim() || 'Product photo' }]);
              } catch (error) {
                setUploadFailure(serverMessage(error));
              }
            }}
          />
        </label>
        {uploadFailure ? (
          <Notice tone="error" role="alert">
            {uploadFailure}
          </Notice>
        ) : null}
        {errors.images ? <p className="text-sm text-danger">{errors.images}</p> : null}
      </fieldset>
      <CheckboxField name="serialised" checked={form.serialised} onChange={(checked) => setForm({ ...form, serialised: checked })} label="Refurbished device: each unit has its own IMEI or serial (add units on the product's page)" />
      <CheckboxField name="published" checked={form.published} onChange={(checked) => setForm({ ...form, published: checked })} label="Published in the shop" />
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
