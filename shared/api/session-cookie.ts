/** The HttpOnly cookie that carries a session's opaque token; the OpenAPI document names it too. */
export const SESSION_COOKIE = 'drs_session';
