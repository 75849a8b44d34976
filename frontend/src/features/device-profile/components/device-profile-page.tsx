// /device-profile/{qrCode} (and /device/{qrCode}): what a device's QR sticker opens. Its repairs and
// warranty, and nothing about its owner.
import Gamepad2 from 'lucide-react/icons/gamepad-2';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Tablet from 'lucide-react/icons/tablet';
import { useQuery } from '@tanstack/react-query';
import { BUSINESS } from '../../../../../shared/business';
import { formatDate } from '../../../../../shared/dates';
import type { PublicDeviceProfile } from '../../../../../shared/schemas/repairs/device';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { warrantyText } from '../../../lib/warranty-text';
import { cn } from '../../../utils/cn';
import { publicDeviceProfileQueryOptions } from '../api/get-public-device-profile';
import { LoadFailure } from '../../../components/ui/load-failure';

const typeIcons = { phone: Smartphone, tablet: Tablet, console: Gamepad2 } as const;

export function DeviceProfilePage({ qrCode }: { qrCode: string }) {
  const profile = useQuery(publicDeviceProfileQueryOptions(qrCode));
  useDocumentTitle(profile.data ? `${profile.data.device.make} ${profile.data.device.model}` : 'Device profile');
  if (profile.isPending) return <PageSpinner label="Loading the device" />;
  if (profile.isError) {
    return (
      <LoadFailure
        error={profile.error}
        notFoundTitle="We could not find that device"
        failedTitle="We could not load this device"
        notFoundHint="Check the code matches the sticker, or scan it again."
      >
        <p className="text-sm text-muted">Questions? Call {BUSINESS.phone.display}.</p>
      </LoadFailure>
    );
  }
  return <DeviceProfile profile={profile.data} />;
}

function DeviceProfile({ profile }: { profile: PublicDeviceProfile }) {
  const { device, repairs, warranty } = profile;
  const Icon = typeIcons[device.type];
  const cover = warrantyText(warranty);
  return (
    <article aria-labelledby="device-title" className="mx-auto grid max-w-3xl gap-6 px-4 pt-6 pb-10 sm:px-6 sm:pb-14">
      <header className="flex items-center gap-4">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-primary/15 text-primary">
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        <div>
          <h1 id="device-title" className="text-3xl font-bold tracking-tight">
            {device.make} {device.model}
          </h1>
          {device.colour ? <p className="text-muted">{device.colour}</p> : null}
        </div>
      </header>

      <p
        className={cn(
          'flex items-center gap-2 rounded-xl border p-4 font-medium',
          warranty.state === 'active' ? 'border-success/50 bg-success/10 text-success' : 'border-border bg-surface text-muted',
        )}
      >
        <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
        {warranty.state === 'active' ? `Under warranty: ${cover}` : cover ? `Warranty ${cover.toLowerCase()}` : 'No repair warranty yet'}
      </p>

      <section aria-labelledby="repairs-title" className="rounded-2xl border border-border bg-surface p-5 sm:p-6">
        <h2 id="repairs-title" className="text-xl font-semibold">
          Repairs at {BUSINESS.name}
        </h2>
        {repairs.length === 0 ? (
          <p className="mt-3 text-muted">No repairs yet.</p>
        ) : (
          <ul className="mt-4 grid gap-3">
            {repairs.map((repair) => (
              <li key={repair.jobNumber} className="grid gap-1 rounded-xl border border-border bg-surface-raised/60 p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">{repair.jobNumber}</span>
                  <span className="text-sm text-muted">{repair.status}</span>
                </div>
                <p className="text-muted">{repair.fault}</p>
                <p className="text-sm text-subtle">
                  Booked in {formatDate(repair.openedAt)}
                  {repair.collectedAt ? ` · collected ${formatDate(repair.collectedAt)}` : ''}
                  {repair.isWarrantyClaim ? ' · warranty repair' : ''}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
