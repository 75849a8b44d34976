// /dashboard: the signed-in customer's repairs, devices, bookings and mail-in orders. Each section is
// its own feature; the page is composed here (features do not import each other).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DashboardSectionFrame } from '../../components/dashboard-section';
import { BookingsSection, bookingsSection } from '../../features/customer-bookings/components/bookings-section';
import { myBookingsQueryOptions } from '../../features/customer-bookings/api/my-bookings';
import { DashboardPage, DashboardWelcome } from '../../features/customer-dashboard/components/dashboard-page';
import { myDevicesQueryOptions } from '../../features/customer-devices/api/my-devices';
import { DevicesSection, devicesSection } from '../../features/customer-devices/components/devices-section';
import { myJobsQueryOptions } from '../../features/customer-repairs/api/my-jobs';
import { ActiveJobsSection, activeJobsSection } from '../../features/customer-repairs/components/active-jobs-section';
import { myMailInOrdersQueryOptions } from '../../features/mail-in/api/mail-in-orders';
import { MailInSection, mailInSection } from '../../features/mail-in/components/mail-in-section';
import { LoyaltySummary, LoyaltySummaryFrame } from '../../features/loyalty-programme/components/loyalty-summary';
import { myLoyaltyQueryOptions } from '../../features/loyalty-programme/api/my-loyalty';
import { useAuth } from '../../lib/auth';
import { queryClient } from '../../lib/query-client';

/**
 * Asks for the page's data as soon as its chunk has run, while the guard still waits for the user, so
 * both answers arrive together instead of one after the other (./signed-in-routes.ts, decision 204).
 */
export function prefetch(): void {
  void queryClient.prefetchQuery(myJobsQueryOptions());
  void queryClient.prefetchQuery(myDevicesQueryOptions());
  void queryClient.prefetchQuery(myBookingsQueryOptions());
  void queryClient.prefetchQuery(myMailInOrdersQueryOptions());
  void queryClient.prefetchQuery(myLoyaltyQueryOptions());
}

/** The sections in their order and grid. */
function Sections({ active, bookings, mailIn, devices }: Record<'active' | 'bookings' | 'mailIn' | 'devices', ReactNode>) {
  return (
    <>
      {active}
      <div className="grid gap-6 lg:grid-cols-2">
        {bookings}
        {mailIn}
      </div>
      {devices}
    </>
  );
}

/**
 * The page before the user and its data are known, as it draws while they load: in its HTML and
 * under the guard, so it paints at once and nothing moves when the page takes its place (decisions
 * 204, 214).
 */
export function Frame() {
  return (
    <DashboardPage firstName={null} loyalty={<LoyaltySummaryFrame />}>
      <Sections
        active={<DashboardSectionFrame {...activeJobsSection} />}
        bookings={<DashboardSectionFrame {...bookingsSection} />}
        mailIn={<DashboardSectionFrame {...mailInSection} />}
        devices={<DashboardSectionFrame {...devicesSection} />}
      />
    </DashboardPage>
  );
}

/**
 * The welcome for a new account, otherwise the sections. Apart from the page, so an answer arriving
 * re-renders this and the section it fills, not the whole page (a shorter task; decision 213).
 */
function SectionsOrWelcome({ sections }: { sections: ReactNode }) {
  const jobs = useQuery(myJobsQueryOptions());
  const devices = useQuery(myDevicesQueryOptions());
  const bookings = useQuery(myBookingsQueryOptions());
  const orders = useQuery(myMailInOrdersQueryOptions());
  const isNew = jobs.data?.jobs.length === 0 && devices.data?.devices.length === 0 && bookings.data?.length === 0 && orders.data?.length === 0;
  return isNew ? <DashboardWelcome /> : sections;
}

export function Component() {
  const auth = useAuth();
  return (
    <DashboardPage firstName={auth.user?.firstName ?? null} loyalty={<LoyaltySummary />}>
      <SectionsOrWelcome
        sections={<Sections active={<ActiveJobsSection />} bookings={<BookingsSection />} mailIn={<MailInSection />} devices={<DevicesSection />} />}
      />
    </DashboardPage>
  );
}
