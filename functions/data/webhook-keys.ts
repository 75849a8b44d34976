// The keys of webhook endpoints and their deliveries (issue 31; docs/data-model.md, Webhooks). Beside
// functions/data/keys.ts rather than in it, so the handlers that import that module do not carry these.
export const webhookKeys = {
  /** Every endpoint in one partition: the list and the consumer's fan-out are one Query (a shop has a handful). */
  endpoint: (endpointId: string) => ({ pk: 'WEBHOOKS', sk: `ENDPOINT#${endpointId}` }),
  endpointsPartition: 'WEBHOOKS',
  endpointPrefix: 'ENDPOINT#',
  /** An endpoint's deliveries in its own partition, by ULID: the log, newest first, is one Query. */
  delivery: (endpointId: string, deliveryId: string) => ({ pk: `WEBHOOK#${endpointId}`, sk: `DELIVERY#${deliveryId}` }),
  deliveriesPartition: (endpointId: string) => `WEBHOOK#${endpointId}`,
  deliveryPrefix: 'DELIVERY#',
} as const;
