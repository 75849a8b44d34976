// Seeds loyalty members with points through the ledger: the demo customer (Silver) and two members
// who cannot sign in (a random password nobody is told), Gold and Bronze, for the admin's lists.
// Every award has a seed key, so a second run adds nothing.
import { createUser, DuplicateUserError, findUserIdBy } from '../../functions/data/users';
import { hashPassword } from '../../functions/lib/passwords';
import { postEntries, type NewEntry } from '../../functions/loyalty/points-ledger';
import { generatePassword } from './generate-password';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedMember {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Points earned, and how many days ago. */
  awards: { points: number; daysAgo: number; invoice: string }[];
}

const MEMBERS: SeedMember[] = [
  { username: 'demo_customer', firstName: 'Aoife', lastName: 'Murphy', email: '', phone: '', awards: [{ points: 89, daysAgo: 120, invoice: 'INV-DEMO01' }, { points: 95, daysAgo: 20, invoice: 'INV-DEMO02' }] },
  {
    username: 'loyalty_ciaran',
    firstName: 'Ciarán',
    lastName: 'Kelly',
    email: 'ciaran.kelly@example.com',
    phone: '07700900031',
    awards: [{ points: 249, daysAgo: 200, invoice: 'INV-DEMO03' }, { points: 189, daysAgo: 45, invoice: 'INV-DEMO04' }],
  },
  { username: 'loyalty_niamh', firstName: 'Niamh', lastName: 'Quinn', email: 'niamh.quinn@example.com', phone: '07700900032', awards: [{ points: 65, daysAgo: 10, invoice: 'INV-DEMO05' }] },
];

async function memberId(member: SeedMember): Promise<string | null> {
  const existing = await findUserIdBy('username', member.username);
  if (existing || !member.email) return existing;
  try {
    const { username, firstName, lastName, email, phone } = member;
    const { id } = await createUser({ username, firstName, lastName, email, phone, passwordHash: await hashPassword(generatePassword()), role: 'customer', emailVerified: true });
    return id;
  } catch (error) {
    if (error instanceof DuplicateUserError) return findUserIdBy('username', member.username);
    throw error;
  }
}

export async function seedLoyaltyMembers(now = new Date()): Promise<void> {
  for (const member of MEMBERS) {
    const userId = await memberId(member);
    if (!userId) continue;
    for (const award of member.awards) {
      const entry: NewEntry = { key: `seed:${award.invoice}`, kind: 'earned', points: award.points, source: { type: 'sale', id: award.invoice }, description: `Repairs on invoice ${award.invoice}` };
      await postEntries({ userId, entries: [entry], at: new Date(now.getTime() - award.daysAgo * DAY_MS) });
    }
  }
}
