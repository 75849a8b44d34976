// Who and what: the customer (with a link to their record), the device (with its profile), the fault,
// the intake checklist and the warranty, with "Open warranty claim" while a collected job is covered.
import { useState, type ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { warrantyText } from '../../../lib/warranty-text';
import { deviceTitle, personName } from '../utils/job-text';
import { Panel } from './panel';
import { WarrantyClaimForm } from './warranty-claim-form';

const linkClasses = 'font-semibold text-primary underline-offset-4 hover:underline';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-subtle">{term}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

export function JobDetails({ job }: { job: AdminJob }) {
  const [claiming, setClaiming] = useState(false);
  const { customer, device, intake } = job;
  const canClaim = job.status === 'Collected' && job.warranty.state === 'active' && !job.warrantyOfJob;
  return (
    <Panel title="Customer and device">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact term="Customer">
          {customer ? (
            <div className="grid gap-0.5">
              {customer.customerQr ? (
                <Link className={linkClasses} to={generatePath(paths.adminCustomer, { qrCode: customer.customerQr })}>
                  {personName(customer)}
                </Link>
              ) : (
                <span className="font-semibold">{personName(customer)}</span>
              )}
              {customer.phone ? <span className="text-sm text-muted">{customer.phone}</span> : null}
              {customer.email ? <span className="text-sm text-muted">{customer.email}</span> : null}
              <span className="text-xs text-subtle">{customer.hasAccount ? 'Has an online account' : 'No online account yet'}</span>
            </div>
          ) : (
            <span className="text-muted">Walk-in, no details taken</span>
          )}
        </Fact>
        <Fact term="Device">
          <div className="grid gap-0.5">
            <Link className={linkClasses} to={generatePath(paths.adminDeviceProfile, { qrCode: device.qrCode })}>
              {deviceTitle(device)}
            </Link>
            <span className="text-sm capitalize text-muted">{device.type}</span>
            {device.imei ? <span className="font-mono text-sm text-muted">IMEI {device.imei}</span> : null}
            {device.serial ? <span className="font-mono text-sm text-muted">Serial {device.serial}</span> : null}
          </div>
        </Fact>
        <Fact term="Fault">
          <p className="whitespace-pre-line">{job.fault}</p>
        </Fact>
        <Fact term="Intake">
          {intake ? (
            <ul className="grid gap-0.5 text-sm">
              <li>Condition: {intake.condition}</li>
              <li>Accessories: {intake.accessories.length ? intake.accessories.join(', ') : 'None'}</li>
              <li>Passcode given: {intake.passcodeGiven ? 'Yes' : 'No'}</li>
              {intake.powersOn !== undefined ? <li>Powers on: {intake.powersOn ? 'Yes' : 'No'}</li> : null}
            </ul>
          ) : (
            <span className="text-muted">Not checked in yet</span>
          )}
        </Fact>
        <Fact term="Opened">{`${formatDate(job.openedAt)} (${job.source})`}</Fact>
        <Fact term="Warranty">
          {job.warrantyOfJob ? (
            <span>
              Warranty claim on{' '}
              <Link className={linkClasses} to={generatePath(paths.adminJob, { qrCode: job.warrantyOfJob.qrCode })}>
                {job.warrantyOfJob.jobNumber}
              </Link>
              {warrantyText(job.warranty) ? `: ${warrantyText(job.warranty)}` : ''}
            </span>
          ) : (
            (warrantyText(job.warranty) ?? 'Starts when the device is collected')
          )}
        </Fact>
      </dl>
      {canClaim ? (
        claiming ? (
          <WarrantyClaimForm job={job} />
        ) : (
          <Button variant="outline" onClick={() => setClaiming(true)}>
            Open warranty claim
          </Button>
        )
      ) : null}
    </Panel>
  );
}
