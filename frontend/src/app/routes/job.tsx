// /job/{qrCode}: the public repair tracking page (the QR short links resolve here). The route draws the
// label and the sentence above the repair in the HTML; the repair fills in below (decision 202).
import { useParams } from 'react-router';
import { FrameIntro } from '../../components/frame-intro';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const JobTrackingPage = lazyDataPart(async () => (await import('../../features/job-tracking/components/job-tracking-page')).JobTrackingPage);

export function Component() {
  const { qrCode = '' } = useParams();
  return (
    <>
      <FrameIntro label="Repair tracking">
        Where your repair is up to, from the code on your ticket: its status, what happens next and its history. Nothing personal is shown here.
      </FrameIntro>
      <TwoStepPage loadingLabel="Loading your repair">
        <JobTrackingPage key={qrCode} qrCode={qrCode} />
      </TwoStepPage>
    </>
  );
}
