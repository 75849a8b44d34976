// /admin/button-test: the UI kit (public path, marked noindex). The kit is its own chunk: it shows
// every form control and the dialog, which no visitor needs on a first load.
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../components/ui/spinner';

const ButtonTestPage = lazy(async () => ({ default: (await import('../../features/content-pages/components/button-test-page')).ButtonTestPage }));

export function Component() {
  return (
    <Suspense fallback={<PageSpinner label="Loading the UI kit" />}>
      <ButtonTestPage />
    </Suspense>
  );
}
