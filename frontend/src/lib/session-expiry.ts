// How /auth learns that a 401 ended the visitor's session: the guards add SESSION_EXPIRED_PARAM to
// the /auth link, and /auth shows SESSION_EXPIRED_NOTICE (docs/decisions/003-session-expired-notice.md).

export const SESSION_EXPIRED_NOTICE = 'Session expired';
/** `/auth?expired=1&returnTo=...` means "you were signed out because your session ended". */
export const SESSION_EXPIRED_PARAM = 'expired';
