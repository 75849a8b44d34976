// A signing secret on show, with a button that copies it.
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';

export function SecretPanel({ title, secret, children }: { title: string; secret: string; children?: ReactNode }) {
  const copy = () =>
    navigator.clipboard.writeText(secret).then(
      () => toast({ title: 'Secret copied', variant: 'success' }),
      () => toast({ title: 'Could not copy: select the secret and copy it', variant: 'destructive' }),
    );
  return (
    <section aria-label={title} className="grid gap-3 rounded-2xl border border-primary bg-surface p-5">
      <h2 className="text-lg font-semibold">{title}</h2>
      <code data-testid="signing-secret" className="break-all rounded-lg bg-background p-3 font-mono text-sm">
        {secret}
      </code>
      {children ? <p className="text-sm text-muted">{children}</p> : null}
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void copy()}>
        Copy secret
      </Button>
    </section>
  );
}
