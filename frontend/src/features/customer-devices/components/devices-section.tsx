// The dashboard's devices: each with its warranty, linking to its page to edit it.
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { WarrantyBadge } from '../../../components/warranty-badge';
import { DashboardSection, type DashboardSectionInfo } from '../../../components/dashboard-section';
import { paths } from '../../../config/paths';
import { myDevicesQueryOptions } from '../api/my-devices';

/** The section's heading, link and loading text, for the page and its frame. */
export const devicesSection: DashboardSectionInfo = { id: 'devices-title', title: 'Your devices', link: { to: paths.registerDevice, label: 'Register a device' }, what: 'your devices' };

export function DevicesSection() {
  const devices = useQuery(myDevicesQueryOptions());
  return (
    <DashboardSection {...devicesSection} query={devices}>
      {({ devices: list }) =>
        list.length === 0 ? (
          <p className="text-muted">No devices registered yet.</p>
        ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((device) => (
            <li key={device.qrCode}>
              <Link
                to={generatePath(paths.editDevice, { id: device.qrCode })}
                className="group grid h-full gap-1 rounded-xl border border-border bg-surface-raised/60 p-4 hover:border-primary"
              >
                <span className="flex items-center justify-between gap-2 font-semibold group-hover:text-primary">
                  {device.make} {device.model}
                  <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </span>
                <span className="text-sm text-muted capitalize">
                  {device.type}
                  {device.colour ? ` · ${device.colour}` : ''}
                </span>
                <WarrantyBadge warranty={device.warranty} />
              </Link>
            </li>
          ))}
        </ul>
        )
      }
    </DashboardSection>
  );
}
