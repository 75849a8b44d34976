// /repair/{repairId}: the signed-in owner's page of one repair (repairId is the job's QR code). A public
// path of the spec, so it loads in two steps; visitors are asked to sign in (decision 110). The route
// draws the label and the sentence above it in the HTML, the same for visitors and owners (decision 202).
import { useParams } from 'react-router';
import { FrameIntro } from '../../components/frame-intro';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const RepairPage = lazyDataPart(async () => (await import('../../features/customer-repairs/components/repair-page')).RepairPage);

export function Component() {
  const { repairId = '' } = useParams();
  return (
    <>
      <FrameIntro label="Your repair">
        The status, the estimate, the bill and the history of a repair in your account. Only its owner, signed in, sees them here.
      </FrameIntro>
      <TwoStepPage loadingLabel="Loading your repair">
        <RepairPage key={repairId} repairId={repairId} />
      </TwoStepPage>
    </>
  );
}
