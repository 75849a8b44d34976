// After points are earned: when the member's tier moved, record it (conditionally, so two postings
// at once email once) and email the member about a move up through the outbox.
import { BUSINESS } from '../../shared/business';
import { tierByName, tierRank, type TierName } from '../../shared/loyalty';
import { getAccount, recordTier } from '../data/loyalty-ledger';
import { getUserById } from '../data/users';
import { requestEmail } from '../mail/request-email';
import { tierChangedMessage } from '../mail/templates/loyalty-tier-changed';
import { tierProgress } from './tier-progress';

/** Returns the new tier when it changed (and was recorded by this call), else null. */
export async function noteTierChange(userId: string, now: Date, siteOrigin: string | null): Promise<TierName | null> {
  const account = await getAccount(userId);
  if (!account) return null;
  const progress = await tierProgress(userId, now);
  if (progress.tier === account.tier) return null;
  if (!(await recordTier(userId, account.tier, progress.tier, now.toISOString()))) return null;
  if (tierRank(progress.tier) > tierRank(account.tier)) {
    const user = await getUserById(userId);
    if (user?.email) {
      const url = `${siteOrigin ?? BUSINESS.website}/loyalty`;
      await requestEmail('loyalty-tier-changed', user.email, tierChangedMessage(user.firstName, tierByName(progress.tier), progress, url), {
        id: `loyalty-tier:${userId}:${progress.tier}:${now.toISOString()}`,
      });
    }
  }
  return progress.tier;
}
