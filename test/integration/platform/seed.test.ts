// `npm start`'s demo data: accounts and passwords made once, and the demo customer's repairs with them.
import { describe, expect, it } from 'vitest';
import { findUserIdBy } from '../../../functions/data/users';
import { jobsOfUser } from '../../../functions/data/jobs';
import { seedDemoData } from '../../../scripts/local/seed';

describe('demo data', () => {
  it("creates the accounts, the passcode and the repairs once (three the demo customer's, one a walk-in's); a second start changes nothing", async () => {
    const first = await seedDemoData({});
    const second = await seedDemoData({});

    expect(first.map((account) => Boolean(account.newPassword))).toEqual([true, true]);
    expect(second.map((account) => Boolean(account.newPassword))).toEqual([false, false]);
    const demoCustomer = await findUserIdBy('username', 'demo_customer');
    const jobs = await jobsOfUser(demoCustomer!);
    expect(jobs.map((job) => job.status).sort()).toEqual(['Awaiting approval', 'Collected', 'In repair']);
  });
});
