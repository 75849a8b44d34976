// /claim-job/{qrCode?}: add a walk-in repair to the signed-in customer's account.
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ClaimJobPage = lazyDataPart(async () => (await import('../../features/job-claim/components/claim-job-page')).ClaimJobPage);

export function Component() {
  const { qrCode } = useParams();
  return (
    <TwoStepPage loadingLabel="Loading">
      <ClaimJobPage key={qrCode ?? ''} qrCode={qrCode} />
    </TwoStepPage>
  );
}
