// /qr-scanner (and /device-profile without a code): scan or type the code on a repair ticket or
// device sticker to open its page.
import { generatePath, useNavigate } from 'react-router';
import { publicPaths as paths } from '../../../config/public-paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import type { QrTarget } from '../../../utils/qr-target';
import { QrScanner } from '../../../components/qr/qr-scanner';

export interface QrScannerPageProps {
  title?: string;
  intro?: string;
}

export function QrScannerPage({
  title = 'Scan your repair QR code',
  intro = 'Open the progress of a repair from your ticket, or the history of a device from its sticker.',
}: QrScannerPageProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const open = (target: QrTarget) =>
    void navigate(
      target.kind === 'job'
        ? generatePath(paths.jobByQr, { qrCode: target.code })
        : generatePath(paths.deviceProfile, { qrCode: target.code }),
    );

  return (
    <section aria-labelledby="scanner-title" className="mx-auto grid max-w-xl gap-6 px-4 py-10 sm:py-14">
      <header>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">QR scanner</p>
        <h1 id="scanner-title" className="mt-2 text-3xl font-bold tracking-tight">
          {title}
        </h1>
        <p className="mt-2 text-muted">{intro}</p>
      </header>
      <QrScanner onTarget={open} />
    </section>
  );
}
