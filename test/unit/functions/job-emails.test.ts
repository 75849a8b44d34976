import { describe, expect, it } from 'vitest';
import { jobEstimateMessage } from '../../../functions/mail/templates/job-estimate';
import { jobReadyMessage } from '../../../functions/mail/templates/job-ready';
import { jobStatusMessage } from '../../../functions/mail/templates/job-status';

const link = 'https://shop.example/job/Kcjyw7cAvfVtzwXYYgyLTQ';
const common = { firstName: 'Siobhán', jobNumber: 'DRS-10421', device: 'Apple iPhone 13', link };

describe('job emails', () => {
  it('status: names the job, the status and what it means, with the tracking link', () => {
    const email = jobStatusMessage({ ...common, status: 'Awaiting parts', message: 'The screen arrives Thursday.' });
    expect(email.subject).toBe('DRS-10421: Awaiting parts');
    expect(email.text).toContain('Your repair DRS-10421 (Apple iPhone 13) is now: Awaiting parts.');
    expect(email.text).toContain('We are waiting for the parts your repair needs.');
    expect(email.text).toContain('The screen arrives Thursday.');
    expect(email.links).toEqual([link]);
    expect(email.html).toContain(`href="${link}"`);
  });

  it('collected: gives the warranty end in UK date form', () => {
    const email = jobStatusMessage({ ...common, status: 'Collected', warrantyEndsAt: '2027-03-14T15:30:00.000Z' });
    expect(email.text).toContain('covered by our warranty until 14 Mar 2027');
  });

  it('estimate: shows pounds with two decimals', () => {
    const email = jobEstimateMessage({ ...common, estimatePence: 8950 });
    expect(email.subject).toBe('DRS-10421: your estimate is ready to approve');
    expect(email.text).toContain('The estimate for the repair is £89.50.');
  });

  it('ready: says where and when to collect', () => {
    const email = jobReadyMessage(common);
    expect(email.subject).toBe('DRS-10421: ready for collection');
    expect(email.text).toContain('27 Botanic Avenue, Belfast, BT7 1JG, Tuesday to Saturday, 11:00 to 17:30');
    expect(email.text).not.toContain('Pay now');
  });

  it('ready with a balance due: offers to pay it online first, the button leading to the tracking page (decision 290)', () => {
    const email = jobReadyMessage({ ...common, balanceDuePence: 4500 });
    expect(email.text).toContain('The balance to pay is £45.00. Pay now online and there is nothing to pay when you collect.');
    expect(email.html).toContain('Pay now');
    expect(email.html).toContain(link);
  });
});
