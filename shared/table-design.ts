// The one DynamoDB table's key design, read by the CDK data stack and the local table creator
// so both make the same table. Access patterns are listed in docs/data-model.md.

export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

/** Generic secondary indexes, each named for what it serves in docs/data-model.md. */
export const TABLE_INDEXES = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
] as const;

export const LOCAL_TABLE_NAME = 'device-drs-local';
