// /edit-device/{id} (id = the device's QR code): the customer's own device, its details to correct
// and its repair history with the warranty. Another customer's device is "not found", never shown.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DeviceProfile } from '../../../../../shared/schemas/repairs/device';
import { emptyDeviceForm } from '../../../components/device/device-fields';
import { buttonClasses } from '../../../components/ui/button';
import { LinePlaceholder } from '../../../components/ui/line-placeholder';
import { Spinner } from '../../../components/ui/spinner';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { myDeviceQueryOptions, useUpdateDevice } from '../api/my-devices';
import { deviceFormValues } from '../utils/device-values';
import { DeviceForm, type DeviceFormProps } from './device-form';
import { DeviceRepairs } from './device-repairs';
import { LoadFailure } from '../../../components/ui/load-failure';

const LOADING_LABEL = 'Loading your device';
const formLabels = { submitLabel: 'Save changes', pendingLabel: 'Saving...' } as const;

interface EditDeviceLayoutProps {
  name: ReactNode;
  warranty: ReactNode;
  form: ReactNode;
  repairs: ReactNode;
}

/**
 * The page's parts, drawn by the page and its frame alike (decision 226). The name and the warranty
 * line have the room of a name on two lines on a phone (one from `sm`), so a long name or no warranty
 * leaves the form where the frame drew it; the sentence is the largest text in the first screen, the
 * page's LCP from the HTML.
 */
function EditDeviceLayout({ name, warranty, form, repairs }: EditDeviceLayoutProps) {
  return (
    <article aria-labelledby="device-title" className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your device</p>
        <div className="grid min-h-25 content-start gap-2 sm:min-h-16">
          <h1 id="device-title" className="text-3xl font-bold tracking-tight">
            {name}
          </h1>
          {warranty}
        </div>
        <p className="text-lg text-muted">Correct your device&apos;s details if anything has changed, and see each repair we have done on it with its warranty.</p>
      </header>

      <section aria-labelledby="device-details" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="device-details" className="text-xl font-semibold">
          Details
        </h2>
        {form}
      </section>

      <section aria-labelledby="device-repairs" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="device-repairs" className="text-xl font-semibold">
          Repair history
        </h2>
        {repairs}
      </section>
    </article>
  );
}

const noSubmit: DeviceFormProps['onSubmit'] = () => undefined;

/**
 * The page before the user and the device are known: placeholders for the name and the warranty, the
 * form empty and disabled (no <form>, as /register-device's frame) and the history loading. In the
 * page's HTML (one file for every device, so nothing in it is the device's) and under the guard while
 * it asks who is signed in (decisions 204, 222, 226).
 */
export function EditDeviceFrame() {
  useDocumentTitle('Your device');
  return (
    <EditDeviceLayout
      name={
        <>
          <span className="sr-only">Your device</span>
          <LinePlaceholder width="w-64" />
        </>
      }
      warranty={<LinePlaceholder width="w-48" />}
      form={<DeviceForm initialValues={emptyDeviceForm} {...formLabels} pending={false} disabled onSubmit={noSubmit} />}
      repairs={<Spinner label={LOADING_LABEL} className="justify-self-center" />}
    />
  );
}

export function EditDevicePage({ qrCode }: { qrCode: string }) {
  const profile = useQuery(myDeviceQueryOptions(qrCode));
  useDocumentTitle(profile.data ? `${profile.data.device.make} ${profile.data.device.model}` : 'Your device');
  if (profile.isPending) return <EditDeviceFrame />;
  if (profile.isError) {
    return (
      <LoadFailure error={profile.error} notFoundTitle="We could not find that device in your account" failedTitle="We could not load your device">
        <Link to={paths.dashboard} className={buttonClasses('outline')}>
          Back to your dashboard
        </Link>
      </LoadFailure>
    );
  }
  return <EditDevice profile={profile.data} qrCode={qrCode} />;
}

function EditDevice({ profile, qrCode }: { profile: DeviceProfile; qrCode: string }) {
  const update = useUpdateDevice(qrCode);
  const { device } = profile;
  return (
    <EditDeviceLayout
      name={`${device.make} ${device.model}`}
      warranty={<WarrantyBadge warranty={profile.warranty} />}
      form={
        <DeviceForm
          key={device.updatedAt ?? device.createdAt}
          initialValues={deviceFormValues(device)}
          {...formLabels}
          pending={update.isPending}
          onSubmit={(input, onError) =>
            update.mutate(input, {
              onSuccess: (saved) => toast({ title: 'Device saved', description: `${saved.make} ${saved.model} is up to date.`, variant: 'success' }),
              onError,
            })
          }
        />
      }
      repairs={<DeviceRepairs repairs={profile.repairs} />}
    />
  );
}
