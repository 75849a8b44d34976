// Services (repair types) and the price list: per device model, a fixed price, a "from" price or
// "quote on inspection", with optional part grades each priced. The contract is in docs/api/content.md.
import * as z from 'zod/mini';
import { DeviceTypeSchema } from '../repairs/device';
import { penceSchema, textSchema } from '../repairs/fields';
import { slugSchema } from './fields';
import { VatTreatmentSchema } from '../../sales/vat-treatments';

/** How VAT is charged (decision 320); absent on records before it: standard. */

export const PRICE_KINDS = ['fixed', 'from', 'quote'] as const;
export const PriceKindSchema = z.enum(PRICE_KINDS, 'Price type must be fixed, from or quote');
export type PriceKind = z.infer<typeof PriceKindSchema>;

const warrantyMonthsSchema = z.number('Warranty must be a number of months').check(
  z.int('Warranty must be a whole number of months'),
  z.minimum(0, 'Warranty cannot be negative'),
  z.maximum(36, 'Warranty must be at most 36 months'),
);

export const ServiceInputSchema = z.object({
  name: textSchema('Name', 80),
  summary: textSchema('Summary', 200),
  /** What the repair involves, in plain paragraphs separated by blank lines. */
  description: textSchema('Description', 4000),
  deviceTypes: z.array(DeviceTypeSchema).check(z.minLength(1, 'Choose at least one device type')),
  duration: textSchema('Typical duration', 40),
  warrantyMonths: warrantyMonthsSchema,
  retired: z.optional(z.boolean()),
  vatTreatment: z.optional(VatTreatmentSchema),
});
export type ServiceInput = z.infer<typeof ServiceInputSchema>;

export const CreateServiceRequestSchema = z.object({ id: slugSchema(), ...ServiceInputSchema.shape });
export type CreateServiceRequest = z.infer<typeof CreateServiceRequestSchema>;

export const ServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  summary: z.string(),
  description: z.string(),
  deviceTypes: z.array(DeviceTypeSchema),
  duration: z.string(),
  warrantyMonths: z.number(),
  retired: z.boolean(),
  vatTreatment: z.optional(VatTreatmentSchema),
  /** The lowest fixed or "from" price of its current rows; absent when every row is a quote. */
  fromPence: z.optional(z.number()),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof ServiceSchema>;

export const ServiceListSchema = z.object({ services: z.array(ServiceSchema) });
export type ServiceList = z.infer<typeof ServiceListSchema>;

export const GradeSchema = z.object({
  name: textSchema('Grade name', 40),
  pricePence: penceSchema('Grade price'),
});
export type Grade = z.infer<typeof GradeSchema>;

export const PriceInputSchema = z
  .object({
    serviceId: slugSchema('Service'),
    make: textSchema('Make', 40),
    model: textSchema('Model', 60),
    deviceType: DeviceTypeSchema,
    kind: PriceKindSchema,
    /** Required for fixed and "from" prices; absent for a quote. */
    pricePence: z.optional(penceSchema('Price')),
    grades: z.optional(z.array(GradeSchema).check(z.maxLength(4, 'At most 4 grades'))),
    /** Overrides the service's typical duration for this model. */
    duration: z.optional(z.string().check(z.trim(), z.maxLength(40, 'Typical duration must be at most 40 characters'))),
    retired: z.optional(z.boolean()),
    /** Overrides the service's VAT treatment for this model; absent: the service's. */
    vatTreatment: z.optional(VatTreatmentSchema),
  })
  .check(
    z.refine((row) => row.kind === 'quote' || row.pricePence !== undefined, { message: 'A fixed or "from" price needs a price', path: ['pricePence'] }),
    z.refine((row) => row.kind !== 'quote' || (row.pricePence === undefined && !row.grades?.length), {
      message: 'A quote on inspection has no price or grades',
      path: ['kind'],
    }),
    z.refine((row) => new Set((row.grades ?? []).map((g) => g.name.toLowerCase())).size === (row.grades ?? []).length, {
      message: 'Each grade needs a different name',
      path: ['grades'],
    }),
  );
export type PriceInput = z.infer<typeof PriceInputSchema>;

export const PriceRowSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  make: z.string(),
  model: z.string(),
  deviceType: DeviceTypeSchema,
  kind: PriceKindSchema,
  pricePence: z.optional(z.number()),
  grades: z.array(z.object({ name: z.string(), pricePence: z.number() })),
  duration: z.optional(z.string()),
  retired: z.boolean(),
  vatTreatment: z.optional(VatTreatmentSchema),
  updatedAt: z.string(),
});
export type PriceRow = z.infer<typeof PriceRowSchema>;

export const PriceListSchema = z.object({ rows: z.array(PriceRowSchema) });
export type PriceList = z.infer<typeof PriceListSchema>;

export const ServiceDetailSchema = z.object({ service: ServiceSchema, prices: z.array(PriceRowSchema) });
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;

/** The public price list: the current rows with their service's name, so /pricing needs one request. */
export const PublicPriceListSchema = z.object({
  services: z.array(z.object({ id: z.string(), name: z.string() })),
  rows: z.array(PriceRowSchema),
});
export type PublicPriceList = z.infer<typeof PublicPriceListSchema>;

export const PriceCsvImportRequestSchema = z.object({
  csv: z.string('csv is required').check(z.minLength(1, 'The file is empty'), z.maxLength(2_000_000, 'The file must be at most 2 MB')),
});

export const PriceCsvImportResultSchema = z.object({ created: z.number(), updated: z.number() });

export const PriceCsvExportSchema = z.object({ filename: z.string(), csv: z.string() });
