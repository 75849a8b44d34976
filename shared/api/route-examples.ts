// Examples for the OpenAPI document (issue 31), by operation id: what a shop's other tools send most
// (jobs, customers, webhooks). The tests' own fixtures are taken from here (the intake checklist the
// repair tests open jobs with), and a unit test parses every example with its route's schemas, so an
// example cannot drift from what the route takes and answers.

export interface RouteExample {
  /** A request body the route takes. */
  body?: unknown;
  /** Query parameters, as the URL carries them. */
  query?: Record<string, string>;
  /** A success answer, for routes whose answer is short enough to read. */
  response?: unknown;
}

/** The intake checklist of a walk-in: the repair tests open their jobs with it. */
export const INTAKE_EXAMPLE = { condition: 'Cracked screen, scuffed corners', accessories: ['Case'], passcodeGiven: true };

const CUSTOMER_EXAMPLE = {
  qrCode: 'Vb3kQ9xLm2Tz8RwYp4Hs1A',
  firstName: 'Pádraig',
  lastName: 'Ó Briain',
  phone: '07700900123',
  email: 'padraig@example.com',
  linkedAccount: false,
  createdAt: '2026-11-27T10:15:00.000Z',
};

export const ROUTE_EXAMPLES: Readonly<Record<string, RouteExample>> = {
  listJobs: { query: { status: 'Ready for collection', q: '07700900123' } },
  openJob: {
    body: {
      customerQr: CUSTOMER_EXAMPLE.qrCode,
      device: { make: 'Apple', model: 'iPhone 13', type: 'phone', colour: 'Midnight', imei: '356938035643809' },
      fault: 'Screen cracked, touch works',
      intake: INTAKE_EXAMPLE,
      estimatePence: 8999,
    },
  },
  changeJobStatus: { body: { status: 'Ready for collection', message: 'Your iPhone is ready to collect from 10:00.' } },
  addJobNote: { body: { text: 'Customer asked for the old screen back.', visibility: 'internal' } },
  addJobLine: { body: { kind: 'part', description: 'iPhone 13 screen (OLED)', quantity: 1, unitPence: 8999, costPence: 4200 } },
  searchCustomers: { query: { q: 'Ó Briain' }, response: { customers: [CUSTOMER_EXAMPLE] } },
  createCustomer: {
    body: { firstName: CUSTOMER_EXAMPLE.firstName, lastName: CUSTOMER_EXAMPLE.lastName, phone: CUSTOMER_EXAMPLE.phone, email: CUSTOMER_EXAMPLE.email },
    response: CUSTOMER_EXAMPLE,
  },
  createWebhookEndpoint: {
    body: { url: 'https://hooks.example.com/device-drs', description: 'Accounts spreadsheet', events: ['job.status_changed', 'sale.completed'] },
  },
};
