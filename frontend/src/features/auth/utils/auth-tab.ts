/** The /auth page's two tabs, chosen by the `tab` query parameter (login when absent or unknown). */
export type AuthTab = 'login' | 'register';

export function authTabFrom(raw: string | null): AuthTab {
  return raw === 'register' ? 'register' : 'login';
}
