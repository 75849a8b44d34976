// /verify-email/{token}: the link in the verification email.
import MailCheck from 'lucide-react/icons/mail-check';
import { lazy } from 'react';
import { useParams } from 'react-router';
import { AccountPageFrame } from '../../features/auth/components/account-page-frame';
import { useDocumentTitle } from '../../hooks/use-document-title';

const VerifyEmailStatus = lazy(() => import('../../features/auth/components/verify-email-status'));

export function Component() {
  const { token = '' } = useParams();
  useDocumentTitle('Verify your email');
  return (
    <AccountPageFrame icon={MailCheck} title="Verify your email">
      <VerifyEmailStatus key={token} token={token} />
    </AccountPageFrame>
  );
}
