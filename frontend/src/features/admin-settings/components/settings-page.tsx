// /admin/settings: the shop's settings. Built so far: the text messages customers get (issue 18).
import { PageSpinner } from '../../../components/ui/spinner';
import { Notice } from '../../../components/form/notice';
import { serverMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useSmsTemplates } from '../api/sms-templates';
import { SmsTemplateEditor } from './sms-template-editor';

export function SettingsPage() {
  useDocumentTitle('Settings');
  const templates = useSmsTemplates();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      </header>
      <section aria-labelledby="message-templates" className="grid gap-4">
        <div>
          <h2 id="message-templates" className="text-xl font-semibold">
            Text message templates
          </h2>
          <p className="mt-1 text-sm text-muted">
            The SMS customers get when they chose texts. Words in braces are filled in when a message is sent. Emails keep their own wording.
          </p>
        </div>
        {templates.isPending ? (
          <PageSpinner label="Loading the templates" />
        ) : templates.isError ? (
          <Notice tone="error" role="alert" title="The templates could not be loaded">
            {serverMessage(templates.error)}
          </Notice>
        ) : (
          templates.data.templates.map((template) => <SmsTemplateEditor key={`${template.kind}-${template.updatedAt ?? 'default'}`} template={template} />)
        )}
      </section>
    </div>
  );
}
