// /claim-job/{qrCode?}: add a walk-in repair to the signed-in customer's account. The card and its
// heading are drawn at once; the code entry or the claim loads inside it.
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { ClaimJobFrame } from '../../features/job-claim/components/claim-job-frame';
import { useDocumentTitle } from '../../hooks/use-document-title';

const ClaimJobPart = lazyDataPart(async () => (await import('../../features/job-claim/components/claim-job-page')).ClaimJobPart);

export function Component() {
  const { qrCode } = useParams();
  useDocumentTitle('Add a repair to your account');
  return (
    <ClaimJobFrame>
      <TwoStepPage loadingLabel="Loading" inCard>
        <ClaimJobPart key={qrCode ?? ''} qrCode={qrCode} />
      </TwoStepPage>
    </ClaimJobFrame>
  );
}
