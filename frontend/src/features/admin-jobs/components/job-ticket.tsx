// The job ticket handed to the customer at intake: job number, the QR code of the tracking page with
// its code under it, what was handed in and agreed, and the shop's details and warranty terms.
import { BUSINESS, formatAddress, OPENING_HOURS } from '../../../../../shared/business';
import { formatDate, formatDateTime } from '../../../../../shared/dates';
import { formatPence } from '../../../../../shared/money';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { PrintArea } from '../../../components/repairs/print-area';
import { QrImage } from '../../../components/repairs/qr-image';
import { deviceTitle } from '../utils/job-text';

export const JOB_TICKET_ID = 'job-ticket';

export function trackingLink(qrCode: string): string {
  return `${window.location.origin}/job/${qrCode}`;
}

function Row({ term, children }: { term: string; children: string }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <dt className="font-semibold">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function JobTicket({ job }: { job: AdminJob }) {
  const intake = job.intake;
  return (
    <PrintArea id={JOB_TICKET_ID} label="Job ticket" className="mx-auto w-full max-w-[148mm] rounded-lg p-6 text-sm">
      <header className="flex items-start justify-between gap-4 border-b border-black pb-3">
        <div>
          <p className="text-lg font-bold">{BUSINESS.name}</p>
          <p>{formatAddress()}</p>
          <p>
            {BUSINESS.phone.display} · {OPENING_HOURS.summary}
          </p>
        </div>
        <div className="text-right">
          <p className="text-xs uppercase">Job ticket</p>
          <p className="whitespace-nowrap text-2xl font-bold tracking-tight">{job.jobNumber}</p>
          <p className="text-xs">{formatDateTime(job.openedAt)}</p>
        </div>
      </header>
      <div className="mt-4 grid grid-cols-[1fr_38mm] gap-4">
        <dl className="grid content-start gap-1.5">
          {job.customer ? <Row term="Customer">{job.customer.firstName}</Row> : null}
          <Row term="Device">{deviceTitle(job.device)}</Row>
          <Row term="Fault">{job.fault}</Row>
          {intake ? <Row term="Condition">{intake.condition}</Row> : null}
          {intake ? <Row term="Accessories">{intake.accessories.length ? intake.accessories.join(', ') : 'None'}</Row> : null}
          {intake ? <Row term="Passcode given">{intake.passcodeGiven ? 'Yes' : 'No'}</Row> : null}
          {intake?.powersOn !== undefined ? <Row term="Powers on">{intake.powersOn ? 'Yes' : 'No'}</Row> : null}
          <Row term="Estimate">{job.charged ? (job.estimatePence !== undefined ? formatPence(job.estimatePence) : 'To follow') : 'Warranty repair: no charge'}</Row>
          {job.promisedAt ? <Row term="Promised by">{formatDate(job.promisedAt)}</Row> : null}
        </dl>
        <div>
          <QrImage text={trackingLink(job.qrCode)} code={job.qrCode} label={`QR code to follow repair ${job.jobNumber}`} />
          <p className="mt-1 text-center text-[10px]">Scan to follow your repair</p>
        </div>
      </div>
      {job.signature ? (
        <div className="mt-4 border-t border-black pt-3 text-xs">
          <img src={job.signature.image} alt={`Signature of ${job.signature.signerName}`} className="h-16" />
          <p>
            Intake terms (version {job.signature.termsVersion}) signed by {job.signature.signerName} on {formatDateTime(job.signature.signedAt)}, with{' '}
            {job.signature.witnessedBy}.
          </p>
        </div>
      ) : null}
      <p className="mt-4 border-t border-black pt-3 text-xs">
        Every repair carries a {BUSINESS.warrantyMonths}-month warranty on the parts and work from the day you collect it. Keep this ticket: its QR
        code follows your repair and adds it to your account at {window.location.host}.
      </p>
    </PrintArea>
  );
}
