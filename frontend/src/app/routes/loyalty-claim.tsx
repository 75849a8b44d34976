// /loyalty/claim?code=: claim a till receipt's points (scan or type its code; signed in to claim). The
// route draws the label and the sentence above both views in the HTML: the prerendered file is chosen
// by path only, so it holds what the page with and without a code share (decision 202).
import { useSearchParams } from 'react-router';
import { LOYALTY_RULES } from '../../../../shared/loyalty';
import { FrameIntro } from '../../components/frame-intro';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const ReceiptClaimPage = lazyDataPart(async () => (await import('../../features/loyalty-claim/components/receipt-claim-page')).ReceiptClaimPage);

export function Component() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <>
      <FrameIntro label="Loyalty" narrow>
        Every pound spent on repairs earns a loyalty point. The points on a till receipt can be claimed here, once, within {LOYALTY_RULES.claimWindowDays} days of the
        sale.
      </FrameIntro>
      <TwoStepPage loadingLabel="Loading">
        <ReceiptClaimPage key={code} code={code} />
      </TwoStepPage>
    </>
  );
}
