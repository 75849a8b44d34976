/** When each legal text last changed (ISO dates); shown on the page. */
export const LEGAL_UPDATED = {
  privacyPolicy: '2026-11-22',
  termsOfService: '2026-11-22',
  disclaimer: '2026-11-22',
} as const;
