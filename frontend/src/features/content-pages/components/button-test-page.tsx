// /admin/button-test: the UI kit on one page (every button, input, notice, toast and dialog variant),
// for checking the look and accessibility of the shared components. Not for search engines.
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ChoiceField } from '../../../components/form/choice-field';
import { EmailField } from '../../../components/form/email-field';
import { Notice } from '../../../components/form/notice';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/textarea-field';
import { TextField } from '../../../components/form/text-field';
import { PageMeta } from '../../../components/seo/page-meta';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { toast, type ToastVariant } from '../../../lib/toast';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'accent', 'secondary', 'outline', 'ghost', 'danger'];
const SIZES: readonly ButtonSize[] = ['sm', 'md', 'lg'];
const TOASTS: readonly ToastVariant[] = ['default', 'success', 'destructive'];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ButtonTestPage() {
  const [text, setText] = useState('');
  const [checked, setChecked] = useState(false);
  const [choice, setChoice] = useState<'phone' | 'tablet'>('phone');
  return (
    <article className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title="UI kit" description="Every button, input, notice, toast and dialog of the site, for design checks." path={paths.adminButtonTest} noindex />
      <h1 className="text-3xl font-bold">UI kit</h1>
      <Section id="kit-buttons" title="Buttons">
        {SIZES.map((size) => (
          <div key={size} className="flex flex-wrap gap-3">
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        ))}
        <div className="flex flex-wrap gap-3">
          <Button disabled>Disabled</Button>
          <SubmitButton pending pendingLabel="Saving...">
            Save
          </SubmitButton>
          <SubmitButton pending={false} pendingLabel="Saving...">
            Save
          </SubmitButton>
        </div>
      </Section>
      <Section id="kit-inputs" title="Inputs">
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
          <TextField label="Text" name="kit-text" value={text} onChange={(e) => setText(e.target.value)} hint="A hint under the field" />
          <TextField label="With an error" name="kit-error" value="" onChange={() => undefined} error="This field is required" aria-invalid />
          <EmailField name="kit-email" value="" onChange={() => undefined} />
          <TextField label="Optional" name="kit-optional" optional value="" onChange={() => undefined} />
          <TextAreaField label="Text area" name="kit-area" value="" onChange={() => undefined} />
          <div className="grid gap-4">
            <CheckboxField name="kit-check" checked={checked} onChange={setChecked} label="A checkbox" />
            <ChoiceField legend="A choice" name="kit-choice" value={choice} onChange={setChoice} options={[{ value: 'phone', label: 'Phone' }, { value: 'tablet', label: 'Tablet' }]} />
          </div>
        </form>
      </Section>
      <Section id="kit-notices" title="Notices and spinner">
        <Notice tone="info" title="Information">Something worth knowing.</Notice>
        <Notice tone="success" title="Done">It worked.</Notice>
        <Notice tone="warning" title="Careful">Check this first.</Notice>
        <Notice tone="error" title="Failed">It did not work.</Notice>
        {/* A sample, not the page loading: data-sample tells the page sweeps' wait for data to pass it by. */}
        <div data-sample>
          <Spinner label="Loading example" />
        </div>
      </Section>
      <Section id="kit-toasts" title="Toasts and dialog">
        <div className="flex flex-wrap gap-3">
          {TOASTS.map((variant) => (
            <Button key={variant} variant="outline" onClick={() => toast({ title: `A ${variant} toast`, description: 'Toasts show one at a time.', variant })}>
              Show {variant} toast
            </Button>
          ))}
          <ConfirmDialog trigger="Open dialog" title="Are you sure?" description="A dialog asks before a step that cannot be undone." confirmLabel="Yes, do it" onConfirm={() => toast({ title: 'Confirmed' })} />
        </div>
      </Section>
    </article>
  );
}
