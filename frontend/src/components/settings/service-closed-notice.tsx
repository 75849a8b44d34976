// The notice staff wrote when they switched a service off (/admin/site-functionality), as visitors see it.
import { Notice } from '../form/notice';

export function ServiceClosedNotice({ title, notice }: { title: string; notice: string }) {
  return (
    <Notice tone="warning" title={title}>
      <span data-testid="service-closed-notice">{notice}</span>
    </Notice>
  );
}
