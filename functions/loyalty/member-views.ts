// The ledger as members and staff read it: balance, tier and progress, and the entries.
import type { MemberLedger, MyLoyalty } from '../../shared/schemas/loyalty/ledger';
import { getAccount, latestEntries, listMembers } from '../data/loyalty-ledger';
import { getUserById } from '../data/users';
import { NotFoundError } from '../lib/http-errors';
import { tierProgress } from './tier-progress';

export const NO_SUCH_MEMBER = 'No account has that id.';
/** The member's page shows this many latest entries; the admin's ledger view more. */
export const MY_HISTORY_LENGTH = 50;
export const STAFF_LEDGER_LENGTH = 500;

export async function myLoyalty(userId: string, now: Date): Promise<MyLoyalty> {
  const [account, progress, history] = await Promise.all([getAccount(userId), tierProgress(userId, now), latestEntries(userId, MY_HISTORY_LENGTH)]);
  return { balance: account?.balance ?? 0, ...progress, history };
}

export async function memberLedger(userId: string, now: Date): Promise<MemberLedger> {
  const account = await getAccount(userId);
  const user = account ? null : await getUserById(userId);
  if (!account && !user) throw new NotFoundError(NO_SUCH_MEMBER);
  const [progress, entries] = await Promise.all([tierProgress(userId, now), latestEntries(userId, STAFF_LEDGER_LENGTH)]);
  const member = account ?? { userId, name: `${user!.firstName} ${user!.lastName}`.trim(), balance: 0, lifetimeEarned: 0, tier: 'Bronze' as const, updatedAt: now.toISOString() };
  return { member: { ...member, tier: progress.tier }, ...progress, entries };
}

/** Every member, by name. The tier shown is the one last recorded (updated when points are earned). */
export async function allMembers() {
  const members = await listMembers();
  return members.sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
}
