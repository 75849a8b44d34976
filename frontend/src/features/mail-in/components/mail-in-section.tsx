// The dashboard's mail-in orders still under way (awaiting the device, or received).
import { useQuery } from '@tanstack/react-query';
import { DashboardSection, type DashboardSectionInfo } from '../../../components/dashboard-section';
import { paths } from '../../../config/paths';
import { myMailInOrdersQueryOptions } from '../api/mail-in-orders';
import { MailInOrderList } from './mail-in-order-list';

/** The section's heading, link and loading text, for the page and its frame. */
export const mailInSection: DashboardSectionInfo = {
  id: 'mail-in-title',
  title: 'Mail-in orders',
  link: { to: paths.mailInOrders, label: 'All mail-in orders' },
  what: 'your mail-in orders',
};

export function MailInSection() {
  const orders = useQuery(myMailInOrdersQueryOptions());
  const open = orders.data?.filter((order) => order.state === 'Awaiting device' || order.state === 'Received') ?? [];
  return (
    <DashboardSection {...mailInSection} query={orders}>
      {() => (open.length === 0 ? <p className="text-muted">No mail-in orders under way.</p> : <MailInOrderList orders={open} />)}
    </DashboardSection>
  );
}
