// /guides: the published guides.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const GuidesRoute = lazyDataPart(async () => (await import('../../features/content-guides/components/guides-routes')).GuidesRoute);

export function Component() {
  return (
    <TwoStepPage loadingLabel="Loading the guides">
      <GuidesRoute />
    </TwoStepPage>
  );
}
