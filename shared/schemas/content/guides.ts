// Guides: Markdown articles staff write; the public sees published ones, rendered without raw HTML.
import * as z from 'zod/mini';
import { optionalTextSchema, textSchema } from '../repairs/fields';
import { slugSchema } from './fields';

export const GUIDE_STATUSES = ['draft', 'published'] as const;
export const GuideStatusSchema = z.enum(GUIDE_STATUSES, 'Status must be draft or published');
export type GuideStatus = z.infer<typeof GuideStatusSchema>;

const tagSchema = z.string().check(z.trim(), z.minLength(1, 'A device tag cannot be blank'), z.maxLength(30, 'A device tag must be at most 30 characters'));

export const GuideInputSchema = z.object({
  slug: slugSchema(),
  title: textSchema('Title', 120),
  summary: textSchema('Summary', 300),
  body: textSchema('Body', 40_000),
  deviceTags: z.array(tagSchema).check(z.maxLength(10, 'At most 10 device tags')),
  /** Services the guide links to (by their id). */
  serviceIds: z.array(slugSchema('Related service')).check(z.maxLength(6, 'At most 6 related services')),
  status: GuideStatusSchema,
  imageUrl: optionalTextSchema('Image address', 500),
});
export type GuideInput = z.infer<typeof GuideInputSchema>;

export const GuideSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  deviceTags: z.array(z.string()),
  status: GuideStatusSchema,
  updatedAt: z.string(),
  publishedAt: z.optional(z.string()),
});
export type GuideSummary = z.infer<typeof GuideSummarySchema>;

export const GuideSchema = z.object({
  ...GuideSummarySchema.shape,
  body: z.string(),
  serviceIds: z.array(z.string()),
  imageUrl: z.optional(z.string()),
});
export type Guide = z.infer<typeof GuideSchema>;

/** A published guide for the public: its body rendered to safe HTML, and its related services named. */
export const PublicGuideSchema = z.object({
  ...GuideSummarySchema.shape,
  bodyHtml: z.string(),
  imageUrl: z.optional(z.string()),
  services: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PublicGuide = z.infer<typeof PublicGuideSchema>;

export const GuideListSchema = z.object({ guides: z.array(GuideSummarySchema) });
export type GuideList = z.infer<typeof GuideListSchema>;
export const AdminGuideListSchema = z.object({ guides: z.array(GuideSchema) });
