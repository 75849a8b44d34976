// /register-device: the customer puts a device on file, to book it in faster and keep its repair
// history and warranty in one place. Saved, it opens the device's own page.
import type { ReactNode } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { emptyDeviceForm } from '../../../components/device/device-fields';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { toast } from '../../../lib/toast';
import { useRegisterDevice } from '../api/my-devices';
import { DeviceForm, type DeviceFormProps } from './device-form';

const formLabels = { submitLabel: 'Register device', pendingLabel: 'Registering...' } as const;

function RegisterDeviceLayout({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="register-device-title" className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <header>
        <h1 id="register-device-title" className="text-3xl font-bold tracking-tight">
          Register a device
        </h1>
        <p className="mt-2 text-muted">Keep your phone, tablet or console on file: its repairs and warranty stay together in your account.</p>
      </header>
      <div className="rounded-2xl border border-border bg-surface p-5 sm:p-6">{children}</div>
    </section>
  );
}

const noSubmit: DeviceFormProps['onSubmit'] = () => undefined;

/**
 * The page before the user is known: the same form, empty and disabled, so it paints at once from the
 * page's HTML and under the guard, nothing typed is lost, and the form takes exactly its place
 * (decisions 204, 222).
 */
export function RegisterDeviceFrame() {
  useDocumentTitle('Register a device');
  return (
    <RegisterDeviceLayout>
      <DeviceForm initialValues={emptyDeviceForm} {...formLabels} pending={false} disabled onSubmit={noSubmit} />
    </RegisterDeviceLayout>
  );
}

export function RegisterDevicePage() {
  useDocumentTitle('Register a device');
  const register = useRegisterDevice();
  const navigate = useNavigate();
  return (
    <RegisterDeviceLayout>
      <DeviceForm
        initialValues={emptyDeviceForm}
        {...formLabels}
        pending={register.isPending}
        onSubmit={(device, onError) =>
          register.mutate(device, {
            onSuccess: (saved) => {
              toast({ title: 'Device registered', description: `${saved.make} ${saved.model} is now in your account.`, variant: 'success' });
              void navigate(generatePath(paths.editDevice, { id: saved.qrCode }));
            },
            onError,
          })
        }
      />
    </RegisterDeviceLayout>
  );
}
