// Webhooks in Chromium (issue 31): the owner registers an endpoint on /admin/developers/webhooks,
// copies its signing secret, a job's status changes, the receiver (a node:http server here) gets it
// signed with that secret, and the endpoint's log page shows the delivery; re-sending it from the log
// adds an attempt. Both pages pass axe.
import { describe, expect } from 'vitest';
import { axeViolations } from '../../support/axe';
import { baseUrl } from '../accounts/accounts-e2e';
import { adminBrowserTest as it, moveJob, openWalkInJob } from '../admin-repairs/admin-repairs-e2e';
import { startReceiver } from '../../support/webhook-receiver';

describe('webhooks', () => {
  it('the owner registers an endpoint and sees a signed delivery in its log', { timeout: 120_000 }, async ({ page, session }) => {
    const receiver = await startReceiver();
    let endpointId = '';
    try {
      await page.goto(`${baseUrl}/admin/developers/webhooks`);
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
      const form = page.getByRole('region', { name: 'Add an endpoint' });
      await form.getByLabel('Endpoint URL').fill(receiver.url('/drs'));
      await form.getByLabel('Description').fill('Spreadsheet sync');
      await form.getByLabel('Job status changed (job.status_changed)').check();
      await form.getByRole('button', { name: 'Add endpoint' }).click();
      const secret = (await page.getByTestId('signing-secret').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      receiver.routes.set('/drs', { secret });
      expect(await axeViolations(page)).toEqual([]);

      const job = await openWalkInJob(session);
      await moveJob(session, job, 'Diagnosing');
      await expect.poll(() => receiver.received.filter((r) => JSON.parse(r.body).data.qrCode === job.qrCode).map((r) => r.verdict), { timeout: 15_000 }).toEqual(['ok']);

      await page.getByRole('link', { name: receiver.url('/drs') }).click();
      await page.getByRole('heading', { name: 'Webhook endpoint', level: 1 }).waitFor();
      endpointId = page.url().split('/').at(-1)!;
      const log = page.getByRole('region', { name: 'Delivery log' });
      const eventId = receiver.received.find((r) => JSON.parse(r.body).data.qrCode === job.qrCode)!.headers['x-drs-webhook-id'] as string;
      const row = log.getByRole('row', { name: new RegExp(eventId) });
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toMatch(/Job status changed.*Delivered.*Sent, HTTP 200 in \d+ ms/s);
      expect(await axeViolations(page)).toEqual([]);

      // The receiving tool lost what it processed: the owner sends the delivery again from the log.
      receiver.seen('/drs').clear();
      await row.getByRole('button', { name: `Re-send ${eventId}` }).click();
      await expect.poll(() => row.textContent(), { timeout: 15_000 }).toMatch(/Re-sent, HTTP 200/);
      expect(receiver.received.filter((r) => r.headers['x-drs-webhook-id'] === eventId).map((r) => r.verdict)).toEqual(['ok', 'ok']);
    } finally {
      if (endpointId) await session.call('DELETE', `/api/admin/webhooks/${endpointId}`);
      await receiver.close();
    }
  });
});
