// Every key the table uses is built here, so the access patterns in docs/data-model.md have one home.

export const keys = {
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** Owns an email, phone or username for one user (normalised value). */
  unique: (field: 'email' | 'phone' | 'username', value: string) => ({ pk: `UNIQUE#${field.toUpperCase()}#${value}`, sk: 'UNIQUE' }),
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /** Page hits by day, for the reports screen: newest first within the day. */
  pageHit: (day: string, at: string, id: string) => ({ pk: `HITS#${day}`, sk: `HIT#${at}#${id}` }),
  /** Marks an event as processed so a redelivered event is recorded once. */
  processedEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'PROCESSED' }),
} as const;

/** DynamoDB TTL wants epoch seconds. */
export function ttlFrom(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
