// /loyalty/claim?code=: the receipt behind a receipt's QR code (the points, once loyalty exists).
import { useSearchParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ReceiptClaimPage = lazyDataPart(async () => (await import('../../features/till-receipt/components/receipt-claim-page')).ReceiptClaimPage);

export function Component() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <TwoStepPage loadingLabel="Loading your receipt">
      <ReceiptClaimPage key={code} code={code} />
    </TwoStepPage>
  );
}
