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
    // The intro is the page's largest text at first paint (decision 202); the link's answer follows.
    <AccountPageFrame
      icon={MailCheck}
      title="Verify your email"
      intro="We are checking the link from your email. When it confirms your address you can sign in; a link that has expired or was used already can be sent again."
    >
      <VerifyEmailStatus key={token} token={token} />
    </AccountPageFrame>
  );
}
