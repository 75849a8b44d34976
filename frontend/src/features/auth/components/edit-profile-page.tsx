// /profile (Edit Profile): change name, phone and address, email (re-verified) and password.
import UserRound from 'lucide-react/icons/user-round';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { AccountPageHeader } from './account-page-header';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { MessagePreferencesForm } from './message-preferences-form';
import { ProfileDetailsForm } from './profile-details-form';
import { SectionCard } from './section-card';

export function EditProfilePage() {
  useDocumentTitle('Edit Profile');
  const auth = useAuth();
  if (auth.status !== 'authenticated') return <PageSpinner label="Loading your account" />;
  const { user } = auth;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <AccountPageHeader icon={UserRound} title="Edit Profile" subtitle={`Signed in as ${user.username}`} />
      <SectionCard id="profile-details" title="Your details" description="We use these to contact you about your repairs.">
        {/* Keyed by the saved values, so the form restarts from them after a save elsewhere. */}
        <ProfileDetailsForm key={`${user.firstName}|${user.lastName}|${user.phone}|${user.address ?? ''}`} user={user} />
      </SectionCard>
      <SectionCard id="profile-messages" title="Repair updates" description="Email, text message or both: texts go to a mobile number you have verified.">
        <MessagePreferencesForm phone={user.phone} />
      </SectionCard>
      <SectionCard id="profile-email" title="Email address" description="A change takes effect once you confirm it from the new inbox.">
        <ChangeEmailForm user={user} />
      </SectionCard>
      <SectionCard id="profile-password" title="Password" description="Changing it signs you out on your other devices.">
        <ChangePasswordForm user={user} />
      </SectionCard>
      <SectionCard id="profile-two-factor" title="Two-factor authentication" description={user.twoFactorEnabled ? 'On: sign-in asks for a code from your app.' : 'Off: add a code from your phone to your sign-in.'}>
        <Link to={paths.twoFactorSetup} className={buttonClasses('outline', 'md')}>
          {user.twoFactorEnabled ? 'Manage two-factor' : 'Set up two-factor'}
        </Link>
      </SectionCard>
    </div>
  );
}
