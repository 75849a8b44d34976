// /admin/tv: the workshop board for the wall screen, behind the admin guard.
import { WorkshopBoardPage } from '../../features/workshop-board/components/workshop-board-page';

export function Component() {
  return <WorkshopBoardPage />;
}
