// /email-verification-required?email=...: sign-in refused until the email address is verified.
import Mail from 'lucide-react/icons/mail';
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { AccountPageFrame } from '../../features/auth/components/account-page-frame';
import { VerificationEmailIntro } from '../../features/auth/components/verification-email-intro';
import { useDocumentTitle } from '../../hooks/use-document-title';

const EmailVerificationRequired = lazy(() => import('../../features/auth/components/email-verification-required'));

export function Component() {
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  useDocumentTitle('Verify your email');
  return (
    <AccountPageFrame icon={Mail} title="Please verify your email" intro={<VerificationEmailIntro email={email} />}>
      <EmailVerificationRequired email={email} />
    </AccountPageFrame>
  );
}
