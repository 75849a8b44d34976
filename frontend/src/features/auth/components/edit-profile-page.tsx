// /profile (Edit Profile): change name, phone and address, email (re-verified) and password. Its frame,
// the page before the user is known, is drawn in the page's HTML (docs/decisions/214-account-pages-frames.md).
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { AccountPageHeader } from './account-page-header';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { FormSkeleton } from './form-skeleton';
import { LinePlaceholder } from '../../../components/ui/line-placeholder';
import { MessagePreferencesForm } from './message-preferences-form';
import { ProfileDetailsForm, ProfileDetailsFrame } from './profile-details-form';
import { SectionCard } from './section-card';

interface ProfileParts {
  subtitle: ReactNode;
  details: ReactNode;
  messages: ReactNode;
  email: ReactNode;
  password: ReactNode;
  twoFactorDescription: ReactNode;
  twoFactor: ReactNode;
}

function EditProfileLayout(parts: ProfileParts) {
  useDocumentTitle('Edit Profile');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <AccountPageHeader icon={UserRound} title="Edit Profile" subtitle={parts.subtitle} />
      <SectionCard id="profile-details" title="Your details" description="We use these to contact you about your repairs.">
        {parts.details}
      </SectionCard>
      <SectionCard id="profile-messages" title="Repair updates" description="Email, text message or both: texts go to a mobile number you have verified.">
        {parts.messages}
      </SectionCard>
      <SectionCard id="profile-email" title="Email address" description="A change takes effect once you confirm it from the new inbox.">
        {parts.email}
      </SectionCard>
      <SectionCard id="profile-password" title="Password" description="Changing it signs you out on your other devices.">
        {parts.password}
      </SectionCard>
      <SectionCard id="profile-two-factor" title="Two-factor authentication" description={parts.twoFactorDescription}>
        {parts.twoFactor}
      </SectionCard>
    </div>
  );
}

/**
 * The page before the user is known: its headings and fixed text, the details form's fields empty
 * and disabled, placeholders for the rest. In the HTML and under the guard (decisions 204, 214).
 */
export function EditProfileFrame() {
  return (
    <EditProfileLayout
      subtitle={<LinePlaceholder width="w-48" />}
      details={<ProfileDetailsFrame />}
      messages={<Spinner label="Loading your message choices" />}
      email={<FormSkeleton fields={2} />}
      password={<FormSkeleton fields={3} />}
      twoFactorDescription={<LinePlaceholder width="w-64" />}
      twoFactor={<div className="h-10 w-44 animate-pulse rounded-lg bg-surface-raised" aria-hidden="true" />}
    />
  );
}

export function EditProfilePage() {
  const auth = useAuth();
  if (auth.status !== 'authenticated') return <EditProfileFrame />;
  const { user } = auth;
  return (
    <EditProfileLayout
      subtitle={`Signed in as ${user.username}`}
      // Keyed by the saved values, so the form restarts from them after a save elsewhere.
      details={<ProfileDetailsForm key={`${user.firstName}|${user.lastName}|${user.phone}|${user.address ?? ''}`} user={user} />}
      messages={<MessagePreferencesForm phone={user.phone} />}
      email={<ChangeEmailForm user={user} />}
      password={<ChangePasswordForm user={user} />}
      twoFactorDescription={user.twoFactorEnabled ? 'On: sign-in asks for a code from your app.' : 'Off: add a code from your phone to your sign-in.'}
      twoFactor={
        <Link to={paths.twoFactorSetup} className={buttonClasses('outline', 'md')}>
          {user.twoFactorEnabled ? 'Manage two-factor' : 'Set up two-factor'}
        </Link>
      }
    />
  );
}
