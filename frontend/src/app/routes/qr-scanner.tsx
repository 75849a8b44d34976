// /qr-scanner: camera QR scanning with typed entry as the fallback.
import { QrScannerPage } from '../../features/qr-scanner/components/qr-scanner-page';

export function Component() {
  return <QrScannerPage />;
}
