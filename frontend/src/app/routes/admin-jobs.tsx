// /admin/jobs: the job list and search (?status= preselects a status); with ?new (and ?customer={qrCode}) the walk-in intake, whose
// customer slot is the customers feature's picker.
import { useSearchParams } from 'react-router';
import { JOB_STATUSES } from '../../../../shared/repairs/statuses';
import { useCustomer } from '../../features/admin-customers/api/customers';
import { CustomerPicker } from '../../features/admin-customers/components/customer-picker';
import { JobsPage } from '../../features/admin-jobs/components/jobs-page';
import { NewJobForm } from '../../features/admin-jobs/components/new-job-form';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { CUSTOMER_PARAM, NEW_JOB_PARAM, newJobHref, STATUS_PARAM } from '../../utils/admin-links';

function NewJobPage() {
  useDocumentTitle('New job');
  const [params, setParams] = useSearchParams();
  const customerQr = params.get(CUSTOMER_PARAM);
  const customer = useCustomer(customerQr);
  const setCustomer = (qr: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (qr) next.set(CUSTOMER_PARAM, qr);
        else next.delete(CUSTOMER_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">New job</h1>
        <p className="mt-1 text-sm text-muted">A walk-in at the counter: the device, what is wrong and what was handed in.</p>
      </header>
      <NewJobForm
        customerQr={customerQr}
        customerSlot={<CustomerPicker customerQr={customerQr} onChange={setCustomer} />}
        knownDevices={customerQr ? customer.data?.devices : undefined}
      />
    </div>
  );
}

export function Component() {
  const [params] = useSearchParams();
  const status = params.get(STATUS_PARAM);
  const initialStatus = JOB_STATUSES.find((known) => known === status);
  return params.has(NEW_JOB_PARAM) ? <NewJobPage /> : <JobsPage key={initialStatus ?? ''} newJobHref={newJobHref()} initialStatus={initialStatus} />;
}
