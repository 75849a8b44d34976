// /staff-invitation/{token}: the link in the staff invitation email (decision 259).
import UserPlus from 'lucide-react/icons/user-plus';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { AccountPageFrame } from '../../features/auth/components/account-page-frame';
import { useDocumentTitle } from '../../hooks/use-document-title';

const StaffInvitationForm = lazy(() => import('../../features/auth/components/staff-invitation-form'));

export function Component() {
  const { token = '' } = useParams();
  useDocumentTitle('Join the staff');
  return (
    <AccountPageFrame icon={UserPlus} title="Join the staff" intro="Choose how you sign in to the shop's admin area." skeletonFields={4}>
      <StaffInvitationForm key={token} token={token} />
    </AccountPageFrame>
  );
}
