// /loyalty/claim?code=: claim a till receipt's points (scan or type its code; signed in to claim).
import { useSearchParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ReceiptClaimPage = lazyDataPart(async () => (await import('../../features/loyalty-claim/components/receipt-claim-page')).ReceiptClaimPage);

export function Component() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <TwoStepPage loadingLabel="Loading">
      <ReceiptClaimPage key={code} code={code} />
    </TwoStepPage>
  );
}
