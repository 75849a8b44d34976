// /job/{qrCode}: the public repair tracking page (the QR short links resolve here).
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const JobTrackingPage = lazyDataPart(async () => (await import('../../features/job-tracking/components/job-tracking-page')).JobTrackingPage);

export function Component() {
  const { qrCode = '' } = useParams();
  return (
    <TwoStepPage loadingLabel="Loading your repair">
      <JobTrackingPage key={qrCode} qrCode={qrCode} />
    </TwoStepPage>
  );
}
