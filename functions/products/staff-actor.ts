// The member of staff behind a stock movement, as the ledger records them (id and short name).
import type { Session } from '../data/sessions';
import { getUserById } from '../data/users';
import type { Actor } from '../data/stock-ledger';

export async function staffActor(session: Session): Promise<Actor> {
  const user = await getUserById(session.userId);
  return { id: session.userId, name: user ? `${user.firstName} ${user.lastName.slice(0, 1)}.` : 'Staff' };
}
