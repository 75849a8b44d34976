// The ticket and the device's QR label, previewed on screen and printed one at a time.
import Printer from 'lucide-react/icons/printer';
import type { AdminJob } from '../../../../../shared/schemas/repairs/job';
import { DEVICE_LABEL_ID, DeviceLabel } from '../../../components/repairs/device-label';
import { printSheet } from '../../../components/repairs/print-area';
import { Button } from '../../../components/ui/button';
import { deviceTitle } from '../utils/job-text';
import { JOB_TICKET_ID, JobTicket } from './job-ticket';
import { Panel } from './panel';

export function PrintPanel({ job }: { job: AdminJob }) {
  return (
    <Panel title="Ticket and label">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={() => printSheet(JOB_TICKET_ID)}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print job ticket
        </Button>
        <Button variant="outline" onClick={() => printSheet(DEVICE_LABEL_ID)}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          Print device label
        </Button>
      </div>
      <div className="grid min-w-0 gap-6 overflow-x-auto lg:grid-cols-[1fr_auto] lg:items-start">
        <JobTicket job={job} />
        <DeviceLabel deviceQr={job.device.qrCode} title={deviceTitle(job.device)} />
      </div>
    </Panel>
  );
}
