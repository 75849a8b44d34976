// /customer-details (My Account): the account at a glance, with the same editors as Edit Profile. Its
// frame, the page before the user is known, is drawn in the page's HTML
// (docs/decisions/221-my-account-and-two-factor-frames.md).
import BadgeCheck from 'lucide-react/icons/badge-check';
import UserRound from 'lucide-react/icons/user-round';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../../../shared/dates';
import type { User } from '../../../../../shared/schemas/user';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAuth } from '../../../lib/auth';
import { AccountPageHeader } from './account-page-header';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { Disclosure } from './disclosure';
import { FormSkeleton } from './form-skeleton';
import { LinePlaceholder } from '../../../components/ui/line-placeholder';
import { ProfileDetailsForm } from './profile-details-form';
import { SectionCard } from './section-card';

/** The sections from other features, composed in by the route (decision 113). */
export interface MyAccountSections {
  /** "Your card at the shop". */
  shopCard?: ReactNode;
  /** Sections after "Make changes" (family group, sessions, personal data). */
  afterChanges?: ReactNode;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 border-b border-border py-3 last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-subtle">{term}</dt>
      <dd className="min-w-0 break-words text-foreground">{children}</dd>
    </div>
  );
}

/** The account's details, or before the user is known a one-line placeholder for each value (the same rows). */
function AccountDetails({ user }: { user: User | null }) {
  const value = (shown: (known: User) => ReactNode, width: string) => (user ? shown(user) : <LinePlaceholder width={width} />);
  return (
    <dl>
      <Detail term="Name">{value((known) => `${known.firstName} ${known.lastName}`, 'w-40')}</Detail>
      <Detail term="Username">{value((known) => known.username, 'w-32')}</Detail>
      <Detail term="Email">
        {value(
          (known) => (
            <>
              <span className="break-all">{known.email}</span>
              {known.emailVerified ? (
                <span className="ml-2 inline-flex items-center gap-1 align-middle text-xs font-semibold text-success">
                  <BadgeCheck className="h-4 w-4" aria-hidden="true" />
                  Verified
                </span>
              ) : null}
              {known.pendingEmail ? <span className="block text-sm text-muted">Changing to {known.pendingEmail}: waiting for you to open the link we sent there.</span> : null}
            </>
          ),
          'w-56',
        )}
      </Detail>
      <Detail term="Phone">{value((known) => known.phone, 'w-32')}</Detail>
      <Detail term="Address">{value((known) => known.address ?? <span className="text-subtle">Not given</span>, 'w-48')}</Detail>
      <Detail term="Two-factor">
        {value(
          (known) => (
            <>
              {known.twoFactorEnabled ? 'On' : 'Off'}{' '}
              <Link to={paths.twoFactorSetup} className="ml-2 text-sm font-medium text-primary hover:underline">
                {known.twoFactorEnabled ? 'Manage' : 'Set up'}
              </Link>
            </>
          ),
          'w-24',
        )}
      </Detail>
      <Detail term="Member since">{value((known) => formatDate(known.createdAt), 'w-28')}</Detail>
    </dl>
  );
}

interface MyAccountParts extends MyAccountSections {
  user: User | null;
  changes: ReactNode;
}

function MyAccountLayout({ user, changes, shopCard, afterChanges }: MyAccountParts) {
  useDocumentTitle('My Account');
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <AccountPageHeader icon={UserRound} title="My Account" subtitle={user ? `${user.firstName} ${user.lastName}` : <LinePlaceholder width="w-48" />} />
      {/* Fixed words, the largest text of the first screen: the frame paints it, so no value arriving later becomes the LCP. */}
      <p className="text-muted">
        What we hold about you, your card at the shop, your family group and the devices you are signed in on, with the forms to change your details.
      </p>
      <SectionCard id="account-summary" title="Account details">
        <AccountDetails user={user} />
      </SectionCard>
      {shopCard}
      <SectionCard id="account-changes" title="Make changes">
        {changes}
      </SectionCard>
      {afterChanges}
    </div>
  );
}

/** "Make changes": each form behind its button; before the user is known the buttons are there, disabled. */
function Changes({ user }: { user: User | null }) {
  const disclosures = (
    <div className="grid gap-3">
      <Disclosure label="Change name, phone or address">
        {/* Keyed by the saved values, so the form restarts from them after a save elsewhere. */}
        {user ? <ProfileDetailsForm key={`${user.firstName}|${user.lastName}|${user.phone}|${user.address ?? ''}`} user={user} /> : <FormSkeleton fields={4} />}
      </Disclosure>
      <Disclosure label="Change email address">{user ? <ChangeEmailForm user={user} /> : <FormSkeleton fields={2} />}</Disclosure>
      <Disclosure label="Change password">{user ? <ChangePasswordForm user={user} /> : <FormSkeleton fields={3} />}</Disclosure>
    </div>
  );
  if (user) return disclosures;
  return (
    <fieldset disabled aria-busy="true" aria-label="Make changes" className="min-w-0">
      {disclosures}
    </fieldset>
  );
}

/**
 * The page before the user is known: its headings and fixed text, a placeholder for each detail, the
 * "Make changes" buttons disabled and each composed section's own loading state (`sections`, their
 * frames). In the HTML and under the guard (decisions 204, 221).
 */
export function MyAccountFrame(sections: MyAccountSections) {
  return <MyAccountLayout user={null} changes={<Changes user={null} />} {...sections} />;
}

export function MyAccountPage(sections: MyAccountSections = {}) {
  const auth = useAuth();
  const user = auth.status === 'authenticated' ? auth.user : null;
  return <MyAccountLayout user={user} changes={<Changes user={user} />} {...sections} />;
}
