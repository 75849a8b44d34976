// The signed-in member of staff as sales record them: user id and the name on receipts.
import type { Staff } from '../../shared/schemas/sales/fields';
import type { Session } from '../data/sessions';
import { actorOf } from '../repairs/actors';

export async function staffOf(session: Session): Promise<Staff> {
  const actor = await actorOf(session);
  return { userId: actor.userId, name: actor.name };
}
