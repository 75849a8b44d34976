// /checklist: what to do before handing a device in.
import { ChecklistPage } from '../../features/checklist/components/checklist-page';

export function Component() {
  return <ChecklistPage />;
}
