// Staff's manual adjustment: the member must exist; a taking the balance does not cover is refused.
import type { AdjustPointsRequest, MemberLedger } from '../../shared/schemas/loyalty/ledger';
import type { Staff } from '../../shared/schemas/sales/fields';
import { getUserById } from '../data/users';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { memberLedger, NO_SUCH_MEMBER } from './member-views';
import { adjustPoints, InsufficientPointsError } from './points-ledger';

export async function adjustMemberPoints(userId: string, input: AdjustPointsRequest, by: Staff, now: Date): Promise<MemberLedger> {
  if (!(await getUserById(userId))) throw new NotFoundError(NO_SUCH_MEMBER);
  try {
    await adjustPoints({ userId, requestKey: input.idempotencyKey, points: input.points, reason: input.reason, by, at: now });
  } catch (error) {
    if (error instanceof InsufficientPointsError) throw new ConflictError(`The member has ${error.balance} points: that would take the balance below 0.`);
    throw error;
  }
  return memberLedger(userId, now);
}
