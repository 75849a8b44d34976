// Every key the table uses is built here, so the access patterns in docs/data-model.md have one home.

export const keys = {
  /** The shop's business facts (seeded from shared/business.ts; the admin settings screen edits them). */
  shopProfile: () => ({ pk: 'SHOP', sk: 'PROFILE' }),
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'PROFILE' }),
  /** Owns an email, phone or username for one user (normalised value). */
  unique: (field: 'email' | 'phone' | 'username', value: string) => ({ pk: `UNIQUE#${field.toUpperCase()}#${value}`, sk: 'UNIQUE' }),
  session: (tokenHash: string) => ({ pk: `SESSION#${tokenHash}`, sk: 'SESSION' }),
  /** gsi1: a user's sessions, oldest first, so sign-out everywhere can find them all. */
  sessionByUser: (userId: string, createdAt: string, tokenHash: string) => ({
    gsi1pk: `USER#${userId}`,
    gsi1sk: `SESSION#${createdAt}#${tokenHash}`,
  }),
  sessionsOfUserPrefix: 'SESSION#',
  /** A single-use emailed link (verification or reset), by the SHA-256 of its token. */
  linkToken: (tokenHash: string) => ({ pk: `TOKEN#${tokenHash}`, sk: 'TOKEN' }),
  /** The second sign-in step of an account with two-factor on, by the SHA-256 of its challenge. */
  loginChallenge: (challengeHash: string) => ({ pk: `LOGIN_CHALLENGE#${challengeHash}`, sk: 'CHALLENGE' }),
  /** One attempt counter: scope says what is counted (sign-in failures, emails), key for whom. */
  throttle: (scope: string, key: string) => ({ pk: `THROTTLE#${scope}#${key}`, sk: 'THROTTLE' }),
  /** Street-level addresses on file, by the first 3 characters of each word, then the word. */
  addressWord: (word: string, addressKey: string) => ({ pk: `ADDRESS#${word.slice(0, 3)}`, sk: `${word}#${addressKey}` }),
  addressWordPartition: (wordPrefix: string) => `ADDRESS#${wordPrefix.slice(0, 3)}`,
  /** Marks an email as sent so a redelivered event sends it once. */
  sentEmail: (emailId: string) => ({ pk: `EMAIL#${emailId}`, sk: 'SENT' }),
  /** Page hits by day, for the reports screen: newest first within the day. */
  pageHit: (day: string, at: string, id: string) => ({ pk: `HITS#${day}`, sk: `HIT#${at}#${id}` }),
  /** Per-day view counters next to the day's hits: the whole day, and one per path (reports). */
  pageViewsOfDay: (day: string) => ({ pk: `HITS#${day}`, sk: 'COUNT#ALL' }),
  pageViewsOfPath: (day: string, path: string) => ({ pk: `HITS#${day}`, sk: `COUNT#PATH#${path}` }),
  pageViewCountersPrefix: 'COUNT#',
  /**
   * An audit record. One partition holds the whole log, newest last by time then id (decision 072);
   * gsi1 lists it by action and gsi2 by user, with the same sort key, so every view is a Query.
   */
  auditEntry: (at: string, id: string) => ({ pk: 'AUDIT#LOG', sk: `${at}#${id}` }),
  auditByAction: (action: string, at: string, id: string) => ({ gsi1pk: `AUDIT_ACTION#${action}`, gsi1sk: `${at}#${id}` }),
  auditByUser: (userId: string, at: string, id: string) => ({ gsi2pk: `AUDIT_USER#${userId}`, gsi2sk: `${at}#${id}` }),
  auditLogPartition: 'AUDIT#LOG',
  auditActionPartition: (action: string) => `AUDIT_ACTION#${action}`,
  auditUserPartition: (userId: string) => `AUDIT_USER#${userId}`,
  /** Marks an event as processed so a redelivered event is recorded once. */
  processedEvent: (eventId: string) => ({ pk: `EVENT#${eventId}`, sk: 'PROCESSED' }),
} as const;

/** DynamoDB TTL wants epoch seconds. */
export function ttlFrom(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
