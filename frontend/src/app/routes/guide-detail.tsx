// /guides/{id}: one published guide.
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const GuideRoute = lazyDataPart(async () => (await import('../../features/content-guides/components/guides-routes')).GuideRoute);

export function Component() {
  const { id = '' } = useParams();
  return (
    <TwoStepPage loadingLabel="Loading the guide">
      <GuideRoute key={id} id={id} />
    </TwoStepPage>
  );
}
