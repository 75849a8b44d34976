// Paying a repair's balance online (decision 290): from the tracking page the ready-for-collection
// email links to, once the job has its final price. One page at a time (decision 231): claimed by its
// intent under `balance:<qr>:<amount due>:<n>` before the provider makes it, so requests at the same
// moment get one page, given again while it is open for more than 5 minutes and still asks what is
// due. A changed balance asks under a new key: a page for the old amount is closed, and if paid anyway
// its excess is refunded by the webhook (balance-purpose.ts).
import { balanceOf, balancePaymentId, hasFinalPrice, REPAIR_BALANCE_PURPOSE } from '../../shared/repairs/balance';
import { getJobWithParts } from '../data/jobs';
import { pageOpenedItems } from '../data/payment-intents';
import { TransactionCancelledError } from '../data/transact';
import { ConflictError, NotFoundError } from '../lib/http-errors';
import { openOnePage, PAGE_BEING_PREPARED } from '../payments/one-payment-page';
import { closePage, openPageAtProvider } from '../payments/provider-moves';
import { amounts } from './job-views';
import { JOB_NOT_FOUND, mutateJob } from './mutate-job';

export const NO_BALANCE_TO_PAY = 'There is nothing to pay on this repair now.';

/** How long the hosted page takes payment (Stripe's least is 30 minutes). */
const CHECKOUT_MINUTES = 30;
/** A page is not given again with less than this left: a new one is opened. */
const REUSE_MARGIN_MS = 5 * 60_000;

export async function startBalanceCheckout(qrCode: string, siteOrigin: string, now: Date): Promise<{ url: string }> {
  const found = await getJobWithParts(qrCode);
  if (!found) throw new NotFoundError(JOB_NOT_FOUND);
  const { job, lines } = found;
  const duePence = balanceOf(amounts(job, lines).amountDuePence, found.deposits).duePence;
  if (!hasFinalPrice(job) || duePence === 0) throw new ConflictError(NO_BALANCE_TO_PAY);
  const current = job.balanceCheckout?.amountPence === duePence ? job.balanceCheckout : undefined;
  const jobLink = `${siteOrigin}/job/${encodeURIComponent(qrCode)}`;
  return openOnePage({
    base: `balance:${qrCode}:${duePence}`,
    from: current?.number ?? 1,
    now,
    draft: () => ({ kind: 'page', purpose: REPAIR_BALANCE_PURPOSE, reference: qrCode, amountPence: duePence, currency: 'gbp' }),
    usable: async (intent) => {
      const paid = found.deposits?.some((d) => d.depositId === balancePaymentId(intent.page.sessionId));
      return !paid && new Date(intent.page.expiresAt).getTime() - now.getTime() > REUSE_MARGIN_MS;
    },
    answer: async (intent) => ({ url: intent.page.url }),
    open: async (intent, n) => {
      const page = await openPageAtProvider(intent, {
        lines: [{ name: `Balance for repair ${job.jobNumber}`, unitAmountPence: duePence, quantity: 1 }],
        customerEmail: job.customer?.email,
        successUrl: `${jobLink}?balance=paid`,
        cancelUrl: jobLink,
        expiresAt: new Date(now.getTime() + CHECKOUT_MINUTES * 60_000),
      });
      const previous = job.balanceCheckout;
      try {
        await mutateJob(qrCode, (latest) => ({
          next: { ...latest, balanceCheckout: { ...page, number: n, amountPence: duePence } },
          extra: pageOpenedItems(intent, page, now),
          result: undefined,
        }));
      } catch (error) {
        await closePage(page.sessionId);
        if (error instanceof TransactionCancelledError) throw new ConflictError(PAGE_BEING_PREPARED);
        throw error;
      }
      // The page for an amount no longer due is closed: paid anyway, the webhook refunds what is beyond the balance.
      if (previous && previous.amountPence !== duePence) await closePage(previous.sessionId);
      return { url: page.url };
    },
  });
}
