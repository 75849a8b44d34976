// /repair/{repairId}: the signed-in owner's page of one repair (repairId is the job's QR code). A public
// path of the spec, so it loads in two steps; visitors are asked to sign in (decision 110).
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const RepairPage = lazyDataPart(async () => (await import('../../features/customer-repairs/components/repair-page')).RepairPage);

export function Component() {
  const { repairId = '' } = useParams();
  return (
    <TwoStepPage loadingLabel="Loading your repair">
      <RepairPage key={repairId} repairId={repairId} />
    </TwoStepPage>
  );
}
