// /customer-details (My Account): the account at a glance, with the same editors as Edit Profile.
import BadgeCheck from 'lucide-react/icons/badge-check';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import { PageSpinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { AccountPageHeader } from './account-page-header';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { Disclosure } from './disclosure';
import { ProfileDetailsForm } from './profile-details-form';
import { SectionCard } from './section-card';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-border py-3 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-subtle">{term}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}

/**
 * `shopCard`: the "Your card at the shop" section, composed in by the route (decision 113);
 * `afterChanges`: sections from other features after "Make changes" (sessions, personal data).
 */
export function MyAccountPage({ shopCard, afterChanges }: { shopCard?: ReactNode; afterChanges?: ReactNode } = {}) {
  useDocumentTitle('My Account');
  const auth = useAuth();
  if (auth.status !== 'authenticated') return <PageSpinner label="Loading your account" />;
  const { user } = auth;
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <AccountPageHeader icon={UserRound} title="My Account" subtitle={`${user.firstName} ${user.lastName}`} />
      <SectionCard id="account-summary" title="Account details">
        <dl>
          <Detail term="Name">
            {user.firstName} {user.lastName}
          </Detail>
          <Detail term="Username">{user.username}</Detail>
          <Detail term="Email">
            <span className="break-all">{user.email}</span>
            {user.emailVerified ? (
              <span className="ml-2 inline-flex items-center gap-1 align-middle text-xs font-semibold text-success">
                <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                Verified
              </span>
            ) : null}
            {user.pendingEmail ? <span className="block text-sm text-muted">Changing to {user.pendingEmail}: waiting for you to open the link we sent there.</span> : null}
          </Detail>
          <Detail term="Phone">{user.phone}</Detail>
          <Detail term="Address">{user.address ?? <span className="text-subtle">Not given</span>}</Detail>
          <Detail term="Two-factor">
            {user.twoFactorEnabled ? 'On' : 'Off'}{' '}
            <Link to={paths.twoFactorSetup} className="ml-2 text-sm font-medium text-primary hover:underline">
              {user.twoFactorEnabled ? 'Manage' : 'Set up'}
            </Link>
          </Detail>
          <Detail term="Member since">{formatDate(user.createdAt)}</Detail>
        </dl>
      </SectionCard>
      {shopCard}
      <SectionCard id="account-changes" title="Make changes">
        <div className="grid gap-3">
          <Disclosure label="Change name, phone or address">
            <ProfileDetailsForm key={`${user.firstName}|${user.lastName}|${user.phone}|${user.address ?? ''}`} user={user} />
          </Disclosure>
          <Disclosure label="Change email address">
            <ChangeEmailForm user={user} />
          </Disclosure>
          <Disclosure label="Change password">
            <ChangePasswordForm user={user} />
          </Disclosure>
        </div>
      </SectionCard>
      {afterChanges}
    </div>
  );
}
