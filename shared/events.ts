// Events that travel on the bus (EventBridge in the cloud, the in-process bus locally) and the
// consumer each rule delivers them to. Infra makes one rule per entry; the local bus reads the same.
import * as z from 'zod/mini';
import { PageHitSchema } from './schemas/page-hit';

export const EVENT_SOURCE = 'device-drs.app';

export const PageHitEventSchema = z.object({
  ...PageHitSchema.shape,
  id: z.string(),
  at: z.string(),
  clientIp: z.string(),
  userId: z.optional(z.string()),
});
export type PageHitEvent = z.infer<typeof PageHitEventSchema>;

export const eventTypes = {
  pageHit: { detailType: 'PageHit', schema: PageHitEventSchema },
} as const;

export type EventTypeName = keyof typeof eventTypes;

export interface EventRule {
  readonly name: string;
  readonly detailTypes: readonly string[];
  /** Module under functions/consumers/, without extension. */
  readonly consumer: string;
  readonly table: 'none' | 'read' | 'readwrite';
  readonly sendsEmail?: boolean;
}

export const eventRules: readonly EventRule[] = [
  {
    name: 'AuditRecorder',
    detailTypes: [eventTypes.pageHit.detailType],
    consumer: 'audit/record-event',
    table: 'readwrite',
  },
];
