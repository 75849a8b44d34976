// /reset-password/{token}: the link in the password reset email.
import KeyRound from 'lucide-react/icons/key-round';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { AccountPageFrame } from '../../features/auth/components/account-page-frame';
import { useDocumentTitle } from '../../hooks/use-document-title';

const ResetPasswordForm = lazy(() => import('../../features/auth/components/reset-password-form'));

export function Component() {
  const { token = '' } = useParams();
  useDocumentTitle('Reset password');
  return (
    <AccountPageFrame icon={KeyRound} title="Choose a new password" intro="You will be signed out everywhere, then you can sign in with the new password." skeletonFields={2}>
      <ResetPasswordForm key={token} token={token} />
    </AccountPageFrame>
  );
}
