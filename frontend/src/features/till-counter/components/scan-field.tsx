// The scanner's field: a USB barcode scanner types the code and Enter, as the keyboard does, so a
// scan and a typed code are the same thing. The item is added as soon as the lookup answers, and the
// field is ready for the next scan at once. A customer's card chooses the sale's customer (decision 207).
import { useState, type FormEvent, type RefObject } from 'react';
import type { TillLookup } from '../../../../../shared/schemas/sales/till-lookup';
import { inputClasses, labelClasses } from '../../../components/form/field-classes';
import { CameraBarcodeButton } from '../../../components/barcode/camera-barcode-button';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { lookupTillItem } from '../api/sale';

/** `input` is the till's: it gives focus back here after each step of a sale. */
export function ScanField({ onItem, input }: { onItem: (item: TillLookup) => void; input: RefObject<HTMLInputElement | null> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const scanned = code.trim();
    if (!scanned) return;
    setCode('');
    setError(null);
    setBusy((n) => n + 1);
    lookupTillItem(scanned)
      .then(onItem)
      .catch((e: unknown) => setError(serverMessage(e)))
      .finally(() => {
        setBusy((n) => n - 1);
        input.current?.focus();
      });
  };

  return (
    <form onSubmit={submit} aria-label="Scan an item" className="grid gap-1.5">
      <label htmlFor="till-scan" className={labelClasses}>Scan or type a barcode, SKU, job number or ticket code, or a customer's card</label>
      <div className="flex gap-2">
        <input ref={input} id="till-scan" name="scan" autoFocus autoComplete="off" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} className={inputClasses(Boolean(error))} aria-describedby={error ? 'till-scan-error' : undefined} />
        <Button type="submit" variant="secondary">Add</Button>
        <CameraBarcodeButton onCode={(scanned) => setCode(scanned)} />
      </div>
      <p id="till-scan-error" role="alert" className="min-h-5 text-sm font-medium text-danger">{error ?? ''}</p>
      <p className="sr-only" aria-live="polite">{busy > 0 ? 'Looking up' : ''}</p>
    </form>
  );
}
