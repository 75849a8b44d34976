// /admin/job/{qrCode}: the job sheet, behind the admin guard.
import { useParams } from 'react-router';
import { JobSheetPage } from '../../features/admin-jobs/components/job-sheet-page';

export function Component() {
  const { qrCode = '' } = useParams();
  return <JobSheetPage key={qrCode} qrCode={qrCode} />;
}
