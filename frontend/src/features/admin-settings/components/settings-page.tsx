// /admin/settings: the shop's settings (issue 17: details, hours and closures, bookings, invoices,
// emails; the till's approval limits, decision 268) and the text messages customers get (issue 18).
import { QueryContent } from '../../../components/ui/query-content';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useShopSettings } from '../api/shop-settings';
import { useSmsTemplates } from '../api/sms-templates';
import { BookingSettingsForm } from './booking-settings-form';
import { CardReadersForm } from './card-readers-form';
import { EmailSwitchesForm } from './email-switches-form';
import { InvoiceSettingsForm } from './invoice-settings-form';
import { OpeningHoursForm } from './opening-hours-form';
import { ShopDetailsForm } from './shop-details-form';
import { StaffSignInForm } from './staff-sign-in-form';
import { SmsTemplateEditor } from './sms-template-editor';
import { TillSettingsForm } from './till-settings-form';

function ShopSettingsForms() {
  const settings = useShopSettings();
  return (
    <QueryContent query={settings} loadingLabel="Loading the settings" failedTitle="The settings could not be loaded">
      {(data) => (
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
          <TillSettingsForm initial={data.till} />
          <CardReadersForm />
          <EmailSwitchesForm initial={data.emails} />
          <StaffSignInForm initial={data.staff} />
        </>
      )}
    </QueryContent>
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
        <QueryContent query={templates} loadingLabel="Loading the templates" failedTitle="The templates could not be loaded">
          {(data) => data.templates.map((template) => <SmsTemplateEditor key={`${template.kind}-${template.updatedAt ?? 'default'}`} template={template} />)}
        </QueryContent>
      </section>
    </div>
  );
}
