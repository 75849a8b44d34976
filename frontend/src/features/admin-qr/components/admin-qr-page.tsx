// /admin/qr and /admin/qr/{qrCode}: scan a ticket, a device sticker or a customer's code (or type it)
// and open its admin page. A code in the URL is resolved straight away.
import { useEffect, useState } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { Notice } from '../../../components/form/notice';
import { QrScanner } from '../../../components/qr/qr-scanner';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { serverMessage } from '../../../lib/server-message';
import { qrTarget, type QrTarget } from '../../../utils/qr-target';
import { resolveCode, type ResolvedCode } from '../api/resolve-code';

const wording = {
  pointCamera: 'Point the camera at a job ticket, a device sticker or a customer card.',
  typeCode: 'Or type the code printed under the QR code',
};

export const UNKNOWN_CODE_MESSAGE = 'No job, device or customer has this code.';

function pageOf(resolved: Exclude<ResolvedCode, { kind: 'unknown' }>): string {
  const params = { qrCode: resolved.code };
  if (resolved.kind === 'job') return generatePath(paths.adminJob, params);
  if (resolved.kind === 'device') return generatePath(paths.adminDeviceProfile, params);
  return generatePath(paths.adminCustomer, params);
}

export function AdminQrPage({ code }: { code?: string }) {
  useDocumentTitle('Scan a QR code');
  const navigate = useNavigate();
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const open = (target: QrTarget) => {
    setProblem(null);
    setLooking(true);
    resolveCode(target).then(
      (resolved) => {
        setLooking(false);
        if (resolved.kind === 'unknown') setProblem(UNKNOWN_CODE_MESSAGE);
        else void navigate(pageOf(resolved), { replace: code !== undefined });
      },
      (error: unknown) => {
        setLooking(false);
        setProblem(serverMessage(error));
      },
    );
  };

  useEffect(() => {
    if (code === undefined) return;
    const target = qrTarget(code);
    if (target) open(target);
    else setProblem(UNKNOWN_CODE_MESSAGE);
    // Resolves the URL's code once per code (`open` is a new function every render).
  }, [code]);

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Scan a QR code</h1>
        <p className="mt-1 text-sm text-muted">Opens the job, the device or the customer the code belongs to.</p>
      </header>
      <div aria-live="polite">
        {looking ? <Spinner label="Looking up the code" /> : null}
        {problem ? (
          <Notice tone="error" role="alert" title="Nothing to open">
            {problem}
          </Notice>
        ) : null}
      </div>
      <QrScanner onTarget={open} wording={wording} />
    </div>
  );
}
