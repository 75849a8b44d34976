// The product's own fields, as "Add a product" and the product's page both ask for them: name, codes,
// prices in pounds, low-stock threshold, compatible models, description, images (uploaded straight
// to storage) and whether it is published. Each form adds the fields only it has in the slots.
import { useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { ProductInputSchema, type ProductImage, type ProductInput } from '../../../../../shared/schemas/shop/product';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FormFailure } from '../../../components/form/form-failure';
import { TextField } from '../../../components/form/text-field';
import { TextAreaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { uploadImage } from '../../../lib/upload-image';
import { VatTreatmentField } from '../../../components/form/vat-treatment-field';
import type { VatTreatment } from '../../../../../shared/sales/vat-display';

export interface ProductFieldValues {
  name: string;
  sku: string;
  barcode: string;
  price: string;
  compareAt: string;
  lowStockThreshold: string;
  models: string;
  description: string;
  published: boolean;
  vatTreatment: VatTreatment;
  /** Margin scheme only: what the shop paid the seller, in pounds. */
  secondHandPurchase: string;
}

/** Pounds as typed to pence; anything unreadable goes through as NaN for the schema to name. */
export const penceOf = (pounds: string) => (pounds.trim() === '' ? undefined : Math.round(Number(pounds) * 100));

/** The part of the request these fields fill. */
export function productFieldsInput(values: ProductFieldValues, images: ProductImage[]) {
  return {
    name: values.name,
    description: values.description,
    images,
    pricePence: penceOf(values.price),
    compareAtPence: penceOf(values.compareAt),
    sku: values.sku,
    barcode: values.barcode,
    compatibleModels: values.models.split(',').map((model) => model.trim()).filter(Boolean),
    lowStockThreshold: Number(values.lowStockThreshold),
    published: values.published,
    vatTreatment: values.vatTreatment,
    secondHandPurchasePence: values.vatTreatment === 'margin' ? penceOf(values.secondHandPurchase) : undefined,
  } satisfies { [K in keyof ProductInput]?: unknown };
}

/** The whole request checked with the server's schema: the product, or the first message by field. */
export function parseProduct(input: { [K in keyof ProductInput]?: unknown }): { product: ProductInput } | { errors: Record<string, string> } {
  const parsed = ProductInputSchema.safeParse(input);
  if (parsed.success) return { product: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { errors };
}

export interface ProductFieldsProps {
  values: ProductFieldValues;
  onChange: (field: keyof ProductFieldValues, value: string | boolean) => void;
  /** Messages by the request's field name ('pricePence'), shown by each field. */
  errors?: Record<string, string>;
  images: ProductImage[];
  onImagesChange: Dispatch<SetStateAction<ProductImage[]>>;
  /** Fields after the name (the slug and category "Add a product" sets). */
  afterName?: ReactNode;
  /** Fields after the low-stock threshold (the cost and shelf location of stock already in). */
  afterThreshold?: ReactNode;
  /** Checkboxes before "Published in the shop". */
  beforePublished?: ReactNode;
}

export function ProductFields({ values, onChange, errors = {}, images, onImagesChange, afterName, afterThreshold, beforePublished }: ProductFieldsProps) {
  const [uploadFailure, setUploadFailure] = useState<string | null>(null);
  const text = (field: Exclude<keyof ProductFieldValues, 'published' | 'vatTreatment'>) => ({ name: field, value: values[field], onChange: (e: { target: { value: string } }) => onChange(field, e.target.value) });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" {...text('name')} error={errors.name} />
        {afterName}
        <TextField label="SKU" {...text('sku')} error={errors.sku} />
        <TextField label="Barcode (EAN-13)" inputMode="numeric" autoComplete="off" {...text('barcode')} error={errors.barcode} />
        <TextField label="Price with VAT (£)" inputMode="decimal" {...text('price')} error={errors.pricePence} />
        <TextField label="Compare-at price (£)" optional inputMode="decimal" {...text('compareAt')} error={errors.compareAtPence} />
        <TextField label="Low-stock threshold" inputMode="numeric" {...text('lowStockThreshold')} error={errors.lowStockThreshold} />
        {afterThreshold}
        <TextField label="Compatible models (comma separated)" optional {...text('models')} error={errors.compatibleModels} />
        <VatTreatmentField value={values.vatTreatment} onChange={(treatment) => onChange('vatTreatment', treatment)} error={errors.vatTreatment} />
        {values.vatTreatment === 'margin' ? (
          <TextField label="Second-hand purchase price (£)" optional inputMode="decimal" {...text('secondHandPurchase')} error={errors.secondHandPurchasePence} />
        ) : null}
      </div>
      <TextAreaField label="Description" rows={4} {...text('description')} error={errors.description} />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-semibold">Images</legend>
        {images.length ? (
          <ul className="flex flex-wrap gap-2">
            {images.map((image) => (
              <li key={image.key} className="grid gap-1">
                <img src={`/uploads/${image.key}`} alt={image.alt} width={96} height={96} className="h-24 w-24 rounded-lg object-cover" />
                <Button size="sm" variant="ghost" onClick={() => onImagesChange(images.filter((each) => each.key !== image.key))}>
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
                onImagesChange((current) => [...current, { key, alt: values.name.trim() || 'Product photo' }]);
              } catch (error) {
                setUploadFailure(serverMessage(error));
              }
            }}
          />
        </label>
        <FormFailure message={uploadFailure} />
        {errors.images ? <p className="text-sm text-danger">{errors.images}</p> : null}
      </fieldset>
      {beforePublished}
      <CheckboxField name="published" checked={values.published} onChange={(checked) => onChange('published', checked)} label="Published in the shop" />
    </>
  );
}
