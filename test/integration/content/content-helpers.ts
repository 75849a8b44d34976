// Helpers for the content integration tests: a service of the test's own (the table is shared by the
// test files running at once), a collected job with a customer email, and the outbox.
import { randomInt } from 'node:crypto';
import { contentRoutes } from '../../../shared/api/routes/content';
import { readOutbox } from '../../../functions/mail/outbox-transport';
import { invoke } from '../../support/invoke';
import { createCustomerRecord, moveJob, openWalkIn, phoneDevice, type SignedIn } from '../repairs/repair-helpers';

export function uniqueSlug(prefix: string): string {
  return `${prefix}-${randomInt(1_000_000, 9_999_999)}`;
}

export function serviceBody(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Screen repair ${id.slice(-4)}`,
    summary: 'Cracked glass replaced while you wait.',
    description: 'We replace the whole display assembly.',
    deviceTypes: ['phone'],
    duration: '45 minutes',
    warrantyMonths: 12,
    ...overrides,
  };
}

export async function createService(admin: SignedIn, id = uniqueSlug('svc'), overrides: Record<string, unknown> = {}) {
  const result = await invoke(contentRoutes.createService, { ...admin.as, body: serviceBody(id, overrides) });
  if (result.status !== 201) throw new Error(`Service not created: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body as { id: string; name: string };
}

export function priceBody(serviceId: string, overrides: Record<string, unknown> = {}) {
  return { serviceId, make: 'Apple', model: 'iPhone 13', deviceType: 'phone', kind: 'fixed', pricePence: 18900, ...overrides };
}

export async function outboxTo(to: string) {
  return (await readOutbox(process.env.OUTBOX_DIR!, { to }));
}

/** Opens a job for a new customer record with an email and moves it to Collected; returns the job and email. */
export async function collectedJob(admin: SignedIn, device = phoneDevice()) {
  const email = `review${randomInt(100_000_000, 999_999_999)}@example.com`;
  const customer = await createCustomerRecord(admin, { email, firstName: 'Aoife', lastName: 'Murphy' });
  const job = await openWalkIn(admin, { customerQr: customer.body.qrCode, device });
  for (const status of ['In repair', 'Quality check', 'Ready for collection', 'Collected']) {
    const moved = await moveJob(admin, job.qrCode, status);
    if (moved.status !== 200) throw new Error(`Could not move the job to ${status}: ${JSON.stringify(moved.body)}`);
  }
  return { job, email };
}
