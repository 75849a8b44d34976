// Lambda bundles over the 350 KiB budget when several areas merged on 2026-11-23, each held to a
// ceiling: its size then, rounded up to the next KiB (decision 018). The check fails when one of them
// grows past its ceiling, and asks for its entry to go once it is back within the budget. New bundles
// get no entry: they meet the budget. Issue 10 tracks paying these off; the list only ever shrinks.
const KIB = 1024;

export const LAMBDA_BUDGET_DEBTS: Readonly<Record<string, number>> = {
  'consumers/accounts/send-reset-link': 361 * KIB,
  'consumers/mail/send-email': 354 * KIB,
  'handlers/accounts/change-password': 373 * KIB,
  'handlers/accounts/register': 371 * KIB,
  'handlers/accounts/reset-password': 370 * KIB,
  'handlers/bookings/check-in-booking': 353 * KIB,
  'handlers/content/create-guide': 382 * KIB,
  'handlers/content/get-guide': 359 * KIB,
  'handlers/content/list-admin-guides': 358 * KIB,
  'handlers/content/list-guides': 358 * KIB,
  'handlers/content/update-guide': 383 * KIB,
  'handlers/mail-in/receive-mail-in-order': 357 * KIB,
  'handlers/repairs/change-job-status': 355 * KIB,
  'handlers/repairs/claim-job': 353 * KIB,
  'handlers/repairs/open-job': 357 * KIB,
  'handlers/repairs/open-warranty-claim': 358 * KIB,
  'handlers/repairs/update-job': 353 * KIB,
  'handlers/shop/move-shop-order': 352 * KIB,
  'handlers/shop/refund-shop-order': 359 * KIB,
  'handlers/shop/start-checkout': 428 * KIB,
  'handlers/till/create-sale': 362 * KIB,
};
