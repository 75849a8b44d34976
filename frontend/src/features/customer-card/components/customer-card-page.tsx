// /customer-details/{qrCode}: "Your details at the shop", the signed-in customer's card for a shop
// customer record linked to their account (decision 113): the details on file, the record's QR code for
// staff to scan at the counter, and its repairs. Any other code is "not found", never shown.
import { useQuery } from '@tanstack/react-query';
import ChevronRight from 'lucide-react/icons/chevron-right';
import type { ReactNode } from 'react';
import { generatePath, Link, useParams } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { CustomerCardDetail } from '../../../../../shared/schemas/repairs/customer-card';
import { QrImage, QrPlaceholder } from '../../../components/repairs/qr-image';
import { buttonClasses } from '../../../components/ui/button';
import { LoadFailure } from '../../../components/ui/load-failure';
import { PageSpinner } from '../../../components/ui/spinner';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { myCustomerRecordQueryOptions } from '../api/my-customer-records';
import { CARD_QR_LABEL } from '../card-qr';

const CARD_NOT_FOUND_TITLE = 'We could not find that customer record in your account';
const SCAN_AT_COUNTER = 'Staff can scan this code at the counter to find you quickly.';

const TITLE = 'Your details at the shop';
const LOADING_LABEL = 'Loading your details at the shop';

/**
 * The card's header, the same before and after the record is known; the sections appear under it in
 * place of the loading state, so nothing on screen moves when they do (decision 225).
 */
function CustomerCardLayout({ children }: { children: ReactNode }) {
  return (
    <article aria-labelledby="card-title" className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your card at the shop</p>
        <h1 id="card-title" className="text-3xl font-bold tracking-tight">
          {TITLE}
        </h1>
        <p className="text-muted">What Device DRS has on file for you at the counter.</p>
      </header>
      {children}
    </article>
  );
}

const QR_CLASSES = 'w-full max-w-72 rounded-lg bg-white p-3 text-black';

/**
 * The record's QR code, for staff to scan. The code is the one in the address, so once the app runs it
 * is drawn without waiting for the record (decision 227); in the HTML, which serves every code, its
 * place is held by the same white square and caption line.
 */
function CardQrSection({ qrCode }: { qrCode: string | undefined }) {
  return (
    <section aria-labelledby="card-qr" className="grid justify-items-center gap-3 rounded-2xl border border-border bg-surface p-5 text-center sm:p-6">
      <h2 id="card-qr" className="text-xl font-semibold">
        Your QR code
      </h2>
      {qrCode ? (
        <QrImage text={qrCode} code={qrCode} label={CARD_QR_LABEL} className={QR_CLASSES} />
      ) : (
        <QrPlaceholder className={QR_CLASSES} />
      )}
      <p className="font-medium">{SCAN_AT_COUNTER}</p>
    </section>
  );
}

/**
 * The page before the user and the record are known: the header, the QR code of the address's code
 * and the loading state of the rest. In the page's HTML and under the guard while it asks who is
 * signed in (decisions 204, 225, 227).
 */
export function CustomerCardFrame() {
  useDocumentTitle(TITLE);
  const { qrCode } = useParams();
  return (
    <CustomerCardLayout>
      <CardQrSection qrCode={qrCode} />
      <PageSpinner label={LOADING_LABEL} />
    </CustomerCardLayout>
  );
}

export function CustomerCardPage({ qrCode }: { qrCode: string }) {
  const card = useQuery(myCustomerRecordQueryOptions(qrCode));
  useDocumentTitle(TITLE);
  if (card.isError) return <CardNotLoaded error={card.error} />;
  // The same tree as the frame, so the QR code drawn from the address stays while the record loads.
  return (
    <CustomerCardLayout>
      <CardQrSection qrCode={card.data?.record.qrCode ?? qrCode} />
      {card.isPending ? <PageSpinner label={LOADING_LABEL} /> : <CustomerCard card={card.data} />}
    </CustomerCardLayout>
  );
}

function CardNotLoaded({ error }: { error: unknown }) {
  return (
    <LoadFailure
      error={error}
      notFoundTitle={CARD_NOT_FOUND_TITLE}
      failedTitle="We could not load your details at the shop"
      notFoundHint="Your card at the shop is listed on My Account."
    >
      <Link to={paths.customerDetails} className={buttonClasses('outline')}>
        Back to My Account
      </Link>
    </LoadFailure>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-border py-3 last:border-b-0 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-sm text-subtle">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function CustomerCard({ card }: { card: CustomerCardDetail }) {
  const { record, jobs, jobsNotInAccount } = card;
  return (
    <>
      <section aria-labelledby="card-details" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="card-details" className="text-xl font-semibold">
          Details on file
        </h2>
        <dl className="mt-3">
          <Detail term="Name">
            {record.firstName} {record.lastName}
          </Detail>
          <Detail term="Phone">{record.phone}</Detail>
          <Detail term="Email">{record.email ? <span className="break-all">{record.email}</span> : <span className="text-subtle">Not given</span>}</Detail>
          <Detail term="On file since">{formatDate(record.createdAt)}</Detail>
        </dl>
        <p className="mt-4 text-sm text-muted">
          These are the shop&apos;s copy of your details; if they have changed, tell us at the counter. Your account details are edited on{' '}
          <Link to={paths.profile} className="font-medium text-primary hover:underline">
            your profile
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="card-repairs" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="card-repairs" className="text-xl font-semibold">
          Repairs under this record
        </h2>
        {jobs.length === 0 ? (
          <p className="mt-3 text-muted">None of the repairs under this record are in your account yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {jobs.map((job) => (
              <li key={job.qrCode} className="grid gap-2 rounded-xl border border-border bg-surface-raised/60 p-4">
                <Link to={generatePath(paths.repairDetail, { repairId: job.qrCode })} className="group grid gap-1 focus-visible:outline-none">
                  <span className="flex flex-wrap items-baseline justify-between gap-2">
                    <span className="font-semibold group-hover:text-primary group-focus-visible:underline">
                      {job.jobNumber} · {job.deviceLabel}
                    </span>
                    <span className="text-sm font-semibold text-muted">{job.status}</span>
                  </span>
                  <span className="flex items-center justify-between gap-2 text-sm text-subtle">
                    <span>
                      Booked in {formatDate(job.openedAt)}
                      {job.isWarrantyClaim ? ' · warranty repair' : ''}
                    </span>
                    <ChevronRight className="h-4 w-4 group-hover:text-primary" aria-hidden="true" />
                  </span>
                </Link>
                <WarrantyBadge warranty={job.warranty} />
              </li>
            ))}
          </ul>
        )}
        {jobsNotInAccount > 0 ? (
          <p className="mt-4 text-sm text-muted">
            {jobsNotInAccount === 1 ? '1 earlier repair' : `${jobsNotInAccount} earlier repairs`} booked in under these details{' '}
            {jobsNotInAccount === 1 ? 'is' : 'are'} not in your account. Add one with the QR code on its ticket:{' '}
            <Link to={generatePath(paths.claimJob, {})} className="font-medium text-primary hover:underline">
              Claim a repair
            </Link>
            .
          </p>
        ) : null}
      </section>
    </>
  );
}
