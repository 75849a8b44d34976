// The server side's layers, lowest first: a folder of functions/ may import its own layer and the
// layers below it, never one above. Within the domain layer areas may call each other, but the
// folder-level imports must form no loop (architecture.test.ts checks both). Read it as a map:
//   entry    what AWS invokes: one module per route, event consumer, scheduled job or page render
//   http     the handler chain every route shares (session, CSRF, parsing, errors, audit)
//   domain   the shop's areas: the rules, each asking data/ for what it reads and writes
//   services the outside world behind an interface: the bus, email, SMS, uploads, the scheduler
//   data     the one way into the DynamoDB table: entities, keys, transactions
//   base     configuration and small tools with no knowledge of the shop
export const LAYERS = [
  { name: 'base', folders: ['env', 'lib'] },
  { name: 'data', folders: ['data'] },
  { name: 'services', folders: ['events', 'mail', 'sms', 'uploads', 'scheduling'] },
  {
    name: 'domain',
    folders: [
      'accounts', 'address', 'admin-security', 'api-keys', 'audit', 'bookings', 'content', 'drawer', 'family-groups', 'gift-cards', 'loyalty',
      'mail-in', 'messaging', 'payments', 'products', 'repairs', 'reports', 'rewards', 'sales', 'settings', 'shop',
      'staff', 'staff-roles', 'stock', 'suppliers', 'timesheets', 'trade-ins', 'webhooks',
    ],
  },
  { name: 'http', folders: ['http'] },
  { name: 'entry', folders: ['handlers', 'consumers', 'scheduled', 'pages'] },
] as const;

/** The only folder that may talk to DynamoDB (its SDK packages, the shared client) or build a key. */
export const TABLE_FOLDER = 'data';
export const DYNAMODB_PACKAGES = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'];
