// /about: the team, the specialist network, years, warranty and same-day service.
import { AboutPage } from '../../features/content-contact/components/about-page';

export function Component() {
  return <AboutPage />;
}
