// /admin/button-test: the UI kit (public path, marked noindex).
import { ButtonTestPage } from '../../features/content-pages/components/button-test-page';

export function Component() {
  return <ButtonTestPage />;
}
