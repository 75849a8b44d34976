// /forgot-password: asks for the email address to send a reset link to.
import KeyRound from 'lucide-react/icons/key-round';
import { lazy } from 'react';
import { AccountPageFrame } from '../../features/auth/components/account-page-frame';
import { useDocumentTitle } from '../../hooks/use-document-title';

const ForgotPasswordForm = lazy(() => import('../../features/auth/components/forgot-password-form'));

export function Component() {
  useDocumentTitle('Forgot password');
  return (
    <AccountPageFrame icon={KeyRound} title="Forgot your password?" intro="Enter the email address on your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </AccountPageFrame>
  );
}
