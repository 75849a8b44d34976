// /admin/settings: the shop's settings (issue 17: details, hours and closures, bookings, invoices,
// emails) and the text messages customers get (issue 18).
import { PageSpinner } from '../../../components/ui/spinner';
import { Notice } from '../../../components/form/notice';
import { serverMessage } from '../../../lib/server-message';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useShopSettings } from '../api/shop-settings';
import { useSmsTemplates } from '../api/sms-templates';
import { BookingSettingsForm } from './booking-settings-form';
import { EmailSwitchesForm } from './email-switches-form';
import { InvoiceSettingsForm } from './invoice-settings-form';
import { OpeningHoursForm } from './opening-hours-form';
import { ShopDetailsForm } from './shop-details-form';
import { SmsTemplateEditor } from './sms-template-editor';

function ShopSettingsForms() {
  const settings = useShopSettings();
  if (settings.isPending) return <PageSpinner label="Loading the settings" />;
  if (settings.isError) {
    return (
      <Notice tone="error" role="alert" title="The settings could not be loaded">
        {serverMessage(settings.error)}
      </Notice>
    );
  }
  const { data } = settings;
  return (
    <>
      {data.updatedAt ? (
        <p className="text-sm text-subtle">
          Last changed by {data.updatedBy ?? 'staff'}. Changes reach every page and booking within about a minute.
        </p>
      ) : null}
      <ShopDetailsForm initial={data.details} />
      <OpeningHoursForm initial={data.hours} />
      <BookingSettingsForm initial={data.bookings} />
      <InvoiceSettingsForm initial={data.invoices} />
      <EmailSwitchesForm initial={data.emails} />
    </>
  );
}

export function SettingsPage() {
  useDocumentTitle('Settings');
  const templates = useSmsTemplates();
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
      </header>
      <ShopSettingsForms />
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
