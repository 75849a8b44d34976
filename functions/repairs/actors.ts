// Who did something, as the timeline shows it: staff by first name, the customer as "You"/"Customer".
import type { Actor } from '../../shared/schemas/repairs/fields';
import { getUserById } from '../data/users';
import type { Session } from '../data/sessions';

export const SYSTEM_ACTOR: Actor = { name: 'Device DRS', role: 'system' };

/** The signed-in caller as an actor; staff appear by first name and last initial, an API key by its name (decision 274). */
export async function actorOf(session: Session): Promise<Actor & { userId: string }> {
  if (session.apiKey) return { name: `API key: ${session.apiKey.name}`, role: 'admin', userId: session.userId };
  const user = await getUserById(session.userId);
  const name = user ? `${user.firstName} ${user.lastName.slice(0, 1)}.`.trim() : 'Staff';
  return { name, role: session.role === 'admin' ? 'admin' : 'customer', userId: session.userId };
}
