// "Your card at the shop" on My Account: a link to the card of each shop customer record linked to the
// account, or the sentence saying when one appears (decision 113).
import { useQuery } from '@tanstack/react-query';
import ChevronRight from 'lucide-react/icons/chevron-right';
import QrCodeIcon from 'lucide-react/icons/qr-code';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { myCustomerRecordsQueryOptions } from '../api/my-customer-records';

const NO_CARD_YET = 'Your card at the shop appears here after your first repair is added to your account.';

function CustomerCardsCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="shop-card" className="rounded-2xl border border-border bg-surface p-5 sm:p-7">
      <h2 id="shop-card" className="text-lg font-semibold">
        Your card at the shop
      </h2>
      <p className="mt-1 text-sm text-muted">The details the shop has on file for you, with a QR code staff can scan at the counter.</p>
      <div className="mt-5" aria-live="polite">
        {children}
      </div>
    </section>
  );
}

const loading = <Spinner label="Loading your card" />;

/** The section while its records load, in My Account's frame (decision 221). */
export function CustomerCardsSectionFrame() {
  return <CustomerCardsCard>{loading}</CustomerCardsCard>;
}

export function CustomerCardsSection() {
  const records = useQuery(myCustomerRecordsQueryOptions());
  return (
    <CustomerCardsCard>
      {records.isPending ? (
        loading
      ) : records.isError ? (
        <p className="text-danger">We could not load your card: {serverMessage(records.error)}</p>
      ) : records.data.records.length === 0 ? (
        <p className="text-muted">{NO_CARD_YET}</p>
      ) : (
        <ul className="grid gap-3">
          {records.data.records.map((record) => (
            <li key={record.qrCode}>
              <Link
                to={generatePath(paths.customerDetailsByQr, { qrCode: record.qrCode })}
                className="group flex items-center gap-3 rounded-xl border border-border bg-surface-raised/60 p-4 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
              >
                <QrCodeIcon className="h-8 w-8 shrink-0 text-primary" aria-hidden="true" />
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-semibold group-hover:text-primary">
                    {record.firstName} {record.lastName}
                  </span>
                  <span className="text-sm text-subtle">On file since {formatDate(record.createdAt)} · show your card</span>
                </span>
                <ChevronRight className="h-5 w-5 text-subtle group-hover:text-primary" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CustomerCardsCard>
  );
}
