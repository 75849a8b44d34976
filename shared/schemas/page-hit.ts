import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));

/** What the browser sends 100 ms after each route change and page load. */
export const PageHitSchema = z.object({
  path: z.string().check(z.minLength(1, 'path is required'), z.maxLength(2048), z.startsWith('/')),
  fullUrl: text(4096),
  userAgent: text(1024),
  referrer: text(4096),
  pageTitle: text(512),
  loadTime: z.number().check(z.int(), z.gte(0), z.lte(600_000)),
});
export type PageHit = z.infer<typeof PageHitSchema>;
