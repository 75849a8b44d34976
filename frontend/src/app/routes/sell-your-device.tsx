// /sell-your-device: how selling a device works, drawn at once; the quote and drop-off forms load next.
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';
import { SellDeviceIntro } from '../../features/sell-device/components/sell-device-intro';
import { useDocumentTitle } from '../../hooks/use-document-title';

const SellDevicePart = lazyDataPart(async () => (await import('../../features/sell-device/components/sell-device-part')).SellDevicePart);

export function Component() {
  useDocumentTitle('Sell your device');
  return (
    <div className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <SellDeviceIntro />
      <TwoStepPage loadingLabel="Loading the quote form">
        <SellDevicePart />
      </TwoStepPage>
    </div>
  );
}
