// /device-profile/{qrCode} and /device/{qrCode}: a device's public profile from its QR sticker.
import { useParams } from 'react-router';
import { lazyDataPart, TwoStepPage } from '../../components/two-step-page';

const DeviceProfilePage = lazyDataPart(async () => (await import('../../features/device-profile/components/device-profile-page')).DeviceProfilePage);

export function Component() {
  const { qrCode = '' } = useParams();
  return (
    <TwoStepPage loadingLabel="Loading the device">
      <DeviceProfilePage key={qrCode} qrCode={qrCode} />
    </TwoStepPage>
  );
}
