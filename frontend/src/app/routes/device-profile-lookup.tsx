// /device-profile: no code yet, so scan (or type) the one on the device's sticker.
import { QrScannerPage } from '../../features/qr-scanner/components/qr-scanner-page';

export function Component() {
  return <QrScannerPage title="Look up a device" intro="Scan the QR sticker on your device, or type the code under it, to see its repairs and warranty." />;
}
