// Who is calling: the request's own facts and the session it carries, as the handler chain found them.
// Domain code that signs people in or checks them takes this, never the whole request.
import type { Session } from '../data/sessions';

export interface Caller {
  requestId: string;
  clientIp: string;
  userAgent: string;
  /** The session cookie's token, when one was sent (handlers that revoke it need it). */
  sessionToken: string | null;
  session: Session | null;
}
