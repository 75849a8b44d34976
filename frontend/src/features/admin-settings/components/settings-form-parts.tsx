// What every settings form shares: validation of a section against its shared schema (messages by
// field path, word for word), the save with its toast, and the section's frame.
import { useState, type FormEvent, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { ShopSettings, UpdateSettingsRequest } from '../../../../../shared/schemas/settings';
import { FormFailure, useFormFailure } from '../../../components/form/form-failure';
import { Button } from '../../../components/ui/button';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { useSaveSettings } from '../api/shop-settings';

/** Field path ('week.1.closes') -> its first message. */
export type PathErrors = Partial<Record<string, string>>;

export function errorsByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]): PathErrors {
  const errors: PathErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.')] ??= issue.message;
  return errors;
}

export function useSectionSave<S extends UpdateSettingsRequest['section']>(section: S, title: string, schema: z.ZodMiniType<ShopSettings[S]>) {
  const save = useSaveSettings();
  const [errors, setErrors] = useState<PathErrors>({});
  const failure = useFormFailure();
  const submit = (value: unknown) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    failure.clear();
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const found = errorsByPath(parsed.error.issues);
      setErrors(found);
      // Take the keyboard to the first field that needs fixing.
      const first = Object.keys(found)[0];
      if (first !== undefined) event.currentTarget.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
      return;
    }
    setErrors({});
    save.mutate({ section, value: parsed.data } as UpdateSettingsRequest, {
      onSuccess: () => toast({ title: `${title} saved`, variant: 'success' }),
      onError: (error) => {
        failure.onError(error);
        toast({ title: `${title} not saved`, description: serverMessage(error), variant: 'destructive' });
      },
    });
  };
  return { errors, failure: failure.message, pending: save.isPending, submit };
}

export function SettingsSection({ id, title, description, children }: { id: string; title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <div>
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

export function SaveRow({ pending, failure, label = 'Save' }: { pending: boolean; failure: string | null; label?: string }) {
  return (
    <div className="grid gap-3">
      <FormFailure message={failure} />
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? 'Saving...' : label}
        </Button>
      </div>
    </div>
  );
}
