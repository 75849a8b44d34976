// /imei-lookup: check an IMEI and see any repair warranty from us.
import { ImeiLookupPage } from '../../features/content-imei/components/imei-lookup-page';

export function Component() {
  return <ImeiLookupPage />;
}
