// /imei-lookup: what an IMEI says, and whether we repaired the device (nothing about its owner).
import { BUSINESS } from '../../../../../shared/business';
import { ContentPageHeader } from '../../../components/content/content-page-header';
import { PageMeta } from '../../../components/seo/page-meta';
import { lazyDataPart } from '../../../components/two-step-page';
import { Spinner } from '../../../components/ui/spinner';
import { AfterHydration } from '../../../components/after-hydration';
import { publicPaths as paths } from '../../../config/public-paths';
import { breadcrumbs, localBusiness } from '../../../lib/structured-data';

const ImeiLookupForm = lazyDataPart(async () => (await import('./imei-lookup-form')).ImeiLookupForm);
const TRAIL = [{ name: 'IMEI lookup', path: paths.imeiLookup }];

export function ImeiLookupPage() {
  return (
    <article className="mx-auto grid max-w-3xl gap-8 px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta
        title="IMEI lookup"
        description={`Check an IMEI number: its check digit, model code (TAC) and serial, the make and model, and the warranty of a repair at ${BUSINESS.name}.`}
        path={paths.imeiLookup}
        jsonLd={[localBusiness(), breadcrumbs(TRAIL)]}
      />
      <ContentPageHeader trail={TRAIL} eyebrow="Tools" title="IMEI lookup">
        <p>
          An IMEI is the 15-digit number that identifies a phone. Its first 8 digits (the TAC) name the model, the next 6 are the unit's serial and
          the last is a check digit that catches typing mistakes.
        </p>
      </ContentPageHeader>
      {/* Not in the prerendered HTML: sent before the app takes over, the form would go natively (decision 020). */}
      <AfterHydration fallback={<Spinner label="Loading the lookup" />}>
        <ImeiLookupForm />
      </AfterHydration>
      <p className="text-sm text-subtle">We show nothing about a device's owner. Buying second-hand? Also see our guide to activation lock.</p>
    </article>
  );
}
