// Issue 12 items 3 and 7: a walk-in job's claimant must prove to be its customer (a code sent to the
// email on the job, or the account's verified email is the job's); nothing personal shows before;
// another account's job is a 404; of racing claims by the owner one says it won, the others that the
// repair is already theirs.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../shared/api/manifest';
import { useLocalBus } from '../../support/bus';
import { invoke } from '../../support/invoke';
import { readSmsOutbox } from '../../../functions/sms/outbox-sms-transport';
import { createCustomerRecord, emailsTo, openWalkIn, signedInUser, uniqueContact, type SignedIn } from '../repairs/repair-helpers';

let bus: ReturnType<typeof useLocalBus>;

beforeAll(() => {
  bus = useLocalBus();
});

async function walkIn(admin: SignedIn, contact: { phone: string; email?: string }) {
  const record = (await createCustomerRecord(admin, { firstName: 'Ciarán', lastName: 'Doherty', ...contact })).body;
  return openWalkIn(admin, { customerQr: record.qrCode });
}

const claim = (who: SignedIn, body: Record<string, unknown>) => invoke(routes.claimJob, { ...who.as, body });

async function sentCode(email: string): Promise<string> {
  await bus.drain();
  const mail = (await emailsTo(email)).filter((e) => e.kind === 'job-claim-code').at(-1);
  if (!mail) throw new Error(`No claim code emailed to ${email}`);
  return /\b(\d{6})\b/.exec(mail.text)![1]!;
}

describe('claiming a walk-in job needs proof', () => {
  it("refuses an account that only shares the job's phone number, and shows it nothing personal", async () => {
    const admin = await signedInUser('admin');
    const customer = uniqueContact();
    const job = await walkIn(admin, customer);
    // The attacker registered with the walk-in customer's phone number (never verified).
    const attacker = await signedInUser('customer', { phone: customer.phone });

    const first = await claim(attacker, { qrCode: job.qrCode });
    const guess = await claim(attacker, { qrCode: job.qrCode, code: '123456' });
    const jobs = await invoke(routes.listMyJobs, attacker.as);

    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: expect.stringContaining('6-digit code'), codeSentBy: 'email' });
    expect(JSON.stringify(first.body)).not.toMatch(/Doherty|Ciarán|@example\.com|07\d{9}/);
    expect(guess.status).toBe(400);
    expect(guess.body.job).toBeUndefined();
    expect(jobs.body.jobs).toEqual([]);
    // The code went to the job's own email, not to the claimant.
    expect((await emailsTo(attacker.user.email)).filter((e) => e.kind === 'job-claim-code')).toEqual([]);
    expect(await sentCode(customer.email)).toMatch(/^\d{6}$/);
  });

  it('adds the job once the code sent to the email on the job is given back', async () => {
    const admin = await signedInUser('admin');
    const customer = uniqueContact();
    const job = await walkIn(admin, customer);
    const owner = await signedInUser('customer', { email: `other${Date.now()}@example.com` });

    await claim(owner, { qrCode: job.qrCode });
    const code = await sentCode(customer.email);
    const claimed = await claim(owner, { qrCode: job.qrCode, code });
    const reused = await claim(owner, { qrCode: job.qrCode, code });

    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toBe('The repair is now in your account.');
    expect(claimed.body.job.qrCode).toBe(job.qrCode);
    expect(reused.body.message).toBe('This repair is already in your account.');
  });

  it('texts the code to the mobile number on a job that has no email, and the code from the text claims it', async () => {
    const admin = await signedInUser('admin');
    const { phone } = uniqueContact();
    const job = await walkIn(admin, { phone, email: '' });
    const owner = await signedInUser('customer');

    const first = await claim(owner, { qrCode: job.qrCode });
    await bus.drain();
    const text = (await readSmsOutbox(process.env.OUTBOX_DIR!)).filter((sms) => sms.kind === 'job-claim-code' && sms.to === `+44${phone.slice(1)}`).at(-1);
    const code = /\b(\d{6})\b/.exec(text!.text)![1]!;
    const claimed = await claim(owner, { qrCode: job.qrCode, code });

    expect(first.body).toEqual({ message: expect.stringContaining('by text to the mobile number'), codeSentBy: 'sms' });
    expect(claimed.body.message).toBe('The repair is now in your account.');
  });

  it('voids the code after 5 wrong tries', async () => {
    const admin = await signedInUser('admin');
    const customer = uniqueContact();
    const job = await walkIn(admin, customer);
    const claimant = await signedInUser('customer');
    await claim(claimant, { qrCode: job.qrCode });
    const code = await sentCode(customer.email);
    const wrong = code === '000000' ? '111111' : '000000';

    for (let i = 0; i < 5; i++) expect((await claim(claimant, { qrCode: job.qrCode, code: wrong })).status).toBe(400);
    const late = await claim(claimant, { qrCode: job.qrCode, code });

    expect(late.status).toBe(400);
    expect(late.body.message).toBe('That code has expired or was tried too often. Ask for a new code.');
  });

  it('claims straight away when the job email is the account email and verified', async () => {
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const job = await walkIn(admin, { phone: uniqueContact().phone, email: owner.user.email });

    const claimed = await claim(owner, { qrCode: job.qrCode });

    expect(claimed.status).toBe(200);
    expect(claimed.body.message).toBe('The repair is now in your account.');
  });
});

describe('claim answers', () => {
  it("answers 404 for a job linked to another account, like a job that does not exist", async () => {
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const job = await walkIn(admin, { phone: owner.user.phone, email: owner.user.email });
    await claim(owner, { qrCode: job.qrCode });
    const other = await signedInUser('customer', { email: owner.user.email.replace('@', '+x@') });

    const result = await claim(other, { qrCode: job.qrCode });

    expect(result.status).toBe(404);
    expect(result.body).toEqual({ message: 'No job has that QR code' });
  });

  it('of ten racing claims by the owner, one says it added the repair and nine that it is already theirs', async () => {
    const admin = await signedInUser('admin');
    const owner = await signedInUser('customer');
    const job = await walkIn(admin, { phone: uniqueContact().phone, email: owner.user.email });

    const results = await Promise.all(Array.from({ length: 10 }, () => claim(owner, { qrCode: job.qrCode })));

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const messages = results.map((r) => r.body.message);
    expect(messages.filter((m) => m === 'The repair is now in your account.')).toHaveLength(1);
    expect(messages.filter((m) => m === 'This repair is already in your account.')).toHaveLength(9);
  });
});
