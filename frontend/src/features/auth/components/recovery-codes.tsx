// The ten recovery codes, shown once after two-factor is turned on, with copy and download.
import Copy from 'lucide-react/icons/copy';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesText } from '../utils/recovery-codes-file';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Notice } from '../../../components/form/notice';

export interface RecoveryCodesProps {
  codes: readonly string[];
  username: string;
  onDone: () => void;
}

export function RecoveryCodes({ codes, username, onDone }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const text = () => recoveryCodesText(codes, username, new Date());

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text());
      toast({ title: 'Recovery codes copied', description: 'Paste them somewhere safe, such as a password manager.', variant: 'success' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the codes and copy them, or download them instead.', variant: 'destructive' });
    }
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([text()], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE_NAME;
    link.click();
    // The click has started the download; the object URL is not needed after this turn.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="grid gap-5">
      <Notice tone="warning" title="Save your recovery codes now">
        Each code signs you in once if you lose your phone. This is the only time we show them.
      </Notice>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-2 rounded-xl border border-border bg-background p-4 font-mono text-sm sm:text-base">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface-raised px-3 py-2 text-center tracking-wider select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy codes
        </Button>
        <Button variant="secondary" onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download codes
        </Button>
      </div>
      <CheckboxField name="saved" checked={saved} onChange={setSaved} label="I have saved my recovery codes somewhere safe" />
      <Button size="lg" disabled={!saved} onClick={onDone} className="sm:justify-self-start">
        Done
      </Button>
    </div>
  );
}
