// A button that draws a PDF in the browser and downloads it. pdf-lib loads only when it is pressed
// (it is too big for a Lambda, and for any page's first load: decision 146).
import { useState } from 'react';
import { Button, type ButtonVariant } from '../ui/button';
import { serverMessage } from '../../lib/server-message';

export function PdfButton({ label, filename, make, variant = 'outline' }: { label: string; filename: string; make: () => Promise<Uint8Array>; variant?: ButtonVariant }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const bytes = await make();
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      Object.assign(document.createElement('a'), { href: url, download: filename }).click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-grid gap-1">
      <Button variant={variant} onClick={() => void download()} disabled={busy}>
        {busy ? 'Preparing...' : label}
      </Button>
      {error ? <span role="alert" className="text-sm text-danger">{error}</span> : null}
    </span>
  );
}
