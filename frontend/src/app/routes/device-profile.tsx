// /device-profile/{qrCode} and /device/{qrCode}: a device's public profile from its QR sticker. The
// route draws the label and the sentence above the device in the HTML; the device fills in below
// (decision 202).
import { useParams } from 'react-router';
import { FrameIntro } from '../../components/frame-intro';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const DeviceProfilePage = lazyDataPart(async () => (await import('../../features/device-profile/components/device-profile-page')).DeviceProfilePage);

export function Component() {
  const { qrCode = '' } = useParams();
  return (
    <>
      <FrameIntro label="Device profile">
        The repairs and the warranty of a device, from the QR sticker we put on it in the shop. Nothing about its owner is shown here.
      </FrameIntro>
      <TwoStepPage loadingLabel="Loading the device">
        <DeviceProfilePage key={qrCode} qrCode={qrCode} />
      </TwoStepPage>
    </>
  );
}
