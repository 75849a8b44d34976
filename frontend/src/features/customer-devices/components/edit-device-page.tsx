// /edit-device/{id} (id = the device's QR code): the customer's own device, its details to correct
// and its repair history with the warranty. Another customer's device is "not found", never shown.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { DeviceProfile } from '../../../../../shared/schemas/repairs/device';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { myDeviceQueryOptions, useUpdateDevice } from '../api/my-devices';
import { deviceFormValues } from '../utils/device-values';
import { DeviceForm } from './device-form';
import { DeviceRepairs } from './device-repairs';
import { LoadFailure } from '../../../components/ui/load-failure';

export function EditDevicePage({ qrCode }: { qrCode: string }) {
  const profile = useQuery(myDeviceQueryOptions(qrCode));
  useDocumentTitle(profile.data ? `${profile.data.device.make} ${profile.data.device.model}` : 'Your device');
  if (profile.isPending) return <PageSpinner label="Loading your device" />;
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
    <article aria-labelledby="device-title" className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header className="grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Your device</p>
        <h1 id="device-title" className="text-3xl font-bold tracking-tight">
          {device.make} {device.model}
        </h1>
        <WarrantyBadge warranty={profile.warranty} />
      </header>

      <section aria-labelledby="device-details" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="device-details" className="text-xl font-semibold">
          Details
        </h2>
        <DeviceForm
          key={device.updatedAt ?? device.createdAt}
          initialValues={deviceFormValues(device)}
          submitLabel="Save changes"
          pendingLabel="Saving..."
          pending={update.isPending}
          onSubmit={(input, onError) =>
            update.mutate(input, {
              onSuccess: (saved) => toast({ title: 'Device saved', description: `${saved.make} ${saved.model} is up to date.`, variant: 'success' }),
              onError,
            })
          }
        />
      </section>

      <section aria-labelledby="device-repairs" className="grid gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="device-repairs" className="text-xl font-semibold">
          Repair history
        </h2>
        <DeviceRepairs repairs={profile.repairs} />
      </section>
    </article>
  );
}
