// /admin/site-functionality's switches: the online shop, bookings and mail-in on or off, each with
// the notice visitors see while it is off. The server refuses them too (decision 194).
import { useState } from 'react';
import { SiteFunctionsSchema, type SiteFunctions } from '../../../../../shared/schemas/settings';
import { SITE_FUNCTIONS, type SiteFunction } from '../../../../../shared/settings/settings-constants';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { Notice } from '../../../components/form/notice';
import { TextAreaField } from '../../../components/form/textarea-field';
import { QueryContent } from '../../../components/ui/query-content';
import { useShopSettings } from '../api/shop-settings';
import { SaveRow, SettingsSection, useSectionSave } from './settings-form-parts';

const WHAT_OFF_MEANS: Record<SiteFunction, string> = {
  shop: '/shop shows the notice and checkout is refused.',
  bookings: '/booking shows the notice and online bookings are refused (staff can still book callers).',
  mailIn: '/mail-in-repair shows the notice and new mail-in orders are refused.',
};

function SiteFunctionsForm({ initial }: { initial: SiteFunctions }) {
  const [values, setValues] = useState(initial);
  const { errors, failure, pending, submit } = useSectionSave('siteFunctions', 'Site functions', SiteFunctionsSchema);
  return (
    <form noValidate onSubmit={submit(values)} className="grid gap-5">
      {(Object.keys(SITE_FUNCTIONS) as SiteFunction[]).map((fn) => (
        <fieldset key={fn} className="grid gap-3 rounded-xl border border-border p-4">
          <legend className="px-1 text-base font-semibold">{SITE_FUNCTIONS[fn]}</legend>
          <CheckboxField name={`${fn}.open`} checked={values[fn].open} onChange={(open) => setValues({ ...values, [fn]: { ...values[fn], open } })} label={`${SITE_FUNCTIONS[fn]} open to visitors`} />
          <p className="text-sm text-muted">Off: {WHAT_OFF_MEANS[fn]}</p>
          <TextAreaField
            label="Notice to visitors while off"
            name={`${fn}.notice`}
            rows={2}
            maxLength={300}
            optional={values[fn].open}
            value={values[fn].notice}
            onChange={(event) => setValues({ ...values, [fn]: { ...values[fn], notice: event.target.value } })}
            error={errors[`${fn}.notice`]}
          />
        </fieldset>
      ))}
      <SaveRow pending={pending} failure={failure} label="Save site functions" />
    </form>
  );
}

export function SiteFunctionsSection() {
  const settings = useShopSettings();
  return (
    <SettingsSection id="site-functions" title="Site functions" description="Switch services off for visitors, each with a notice. A change reaches every page within about a minute.">
      <QueryContent query={settings} loadingLabel="Loading the site functions" failedTitle="The site functions could not be loaded">
        {(data) => <SiteFunctionsForm key={data.updatedAt ?? 'default'} initial={data.siteFunctions} />}
      </QueryContent>
    </SettingsSection>
  );
}
