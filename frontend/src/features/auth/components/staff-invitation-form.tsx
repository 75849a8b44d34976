// /staff-invitation/{token}: checks the emailed link, says who it is for and with which role, then
// takes the new member's username, mobile and password. Success signs them in and goes to /admin, or to
// /2fa-setup first when the shop requires two-factor sign-in for staff (decisions 256, 258, 259).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AcceptStaffInvitationFormSchema, type StaffInvitationStatus } from '../../../../../shared/schemas/staff';
import { STAFF_ROLES, isBuiltInRole } from '../../../../../shared/staff/roles';
import { Notice } from '../../../components/form/notice';
import { PhoneField } from '../../../components/form/phone-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { WithQueryClient } from '../../../components/with-query-client';
import { paths } from '../../../config/paths';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-error';
import { serverMessage } from '../../../lib/server-message';
import { toast } from '../../../lib/toast';
import { fieldErrorsFromBody } from '../../../utils/form-errors';
import { staffInvitationQueryOptions, useAcceptStaffInvitation } from '../api/staff-invitation';
import { storeSignedInUser } from '../api/log-in';
import { PASSWORD_REQUIREMENTS_NOT_MET_TITLE, unmetRequirements } from '../utils/unmet-requirements';
import { CheckedLink } from './checked-link';
import { NewPasswordFields } from './new-password-fields';
import { UsernameField } from './username-field';

function InvalidLink({ message }: { message: string }) {
  return (
    <Notice tone="error" role="alert" title="This link cannot be used">
      {message}
    </Notice>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: StaffInvitationStatus }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm(AcceptStaffInvitationFormSchema, { username: '', phone: '', password: '', confirmPassword: '' });
  const accept = useAcceptStaffInvitation();
  const { values } = form;
  const role = invitation.roleName ?? (invitation.staffRole && isBuiltInRole(invitation.staffRole) ? STAFF_ROLES[invitation.staffRole].name : invitation.staffRole);
  const who = invitation.invitedBy ? `${invitation.invitedBy} has invited you` : 'The shop has invited you';

  const onSubmit = form.handleSubmit(({ username, phone, password }) =>
    accept.mutate(
      { token, username, phone, password },
      {
        onSuccess: async (user) => {
          await storeSignedInUser(queryClient, user);
          if (invitation.twoFactorRequired) {
            toast({ title: 'Welcome to the team', description: 'The shop requires two-factor sign-in for staff: set it up now to continue.' });
            void navigate(paths.twoFactorSetup, { replace: true });
          } else {
            toast({ title: 'Welcome to the team', variant: 'success' });
            void navigate(paths.admin, { replace: true });
          }
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const errors = fieldErrorsFromBody(error.body);
          const requirements = unmetRequirements(error);
          if (requirements.length > 0) errors.password ??= requirements.join(', ');
          form.setServerErrors(errors);
        },
      },
    ),
  );

  const requirements = accept.isError ? unmetRequirements(accept.error) : [];
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Create your staff account">
      <Notice tone="info" title={`Hello ${invitation.name ?? ''}`.trim()}>
        {who}{invitation.email ? ` (${invitation.email})` : ''} to join its staff as {role}. {invitation.message}
        {invitation.twoFactorRequired ? ' The shop requires two-factor sign-in for staff: you set it up straight after.' : ''}
      </Notice>
      <UsernameField value={values.username} onChange={(username) => form.setValue('username', username)} onBlur={() => form.touch('username')} error={form.errorFor('username')} />
      <PhoneField {...form.text('phone')} error={form.errorFor('phone')} hint="A UK mobile number." />
      <NewPasswordFields
        passwordLabel="Password"
        password={form.text('password')}
        confirmation={form.text('confirmPassword')}
        passwordError={form.errorFor('password')}
        confirmationError={form.errorFor('confirmPassword')}
        context={{ email: invitation.email ?? '', phone: values.phone, username: values.username }}
      />
      {accept.isError ? (
        <Notice tone="error" role="alert" title={requirements.length > 0 ? PASSWORD_REQUIREMENTS_NOT_MET_TITLE : 'Could not create your account'}>
          {requirements.length > 0 ? requirements.join(', ') : serverMessage(accept.error)}
        </Notice>
      ) : null}
      <SubmitButton pending={accept.isPending} pendingLabel="Creating your account...">
        Create my staff account
      </SubmitButton>
    </form>
  );
}

function StaffInvitation({ token }: { token: string }) {
  return (
    <CheckedLink status={useQuery(staffInvitationQueryOptions(token))} invalid={(message) => <InvalidLink message={message} />}>
      {(invitation) => <AcceptForm token={token} invitation={invitation} />}
    </CheckedLink>
  );
}

export default function StaffInvitationForm({ token }: { token: string }) {
  return (
    <WithQueryClient>
      <StaffInvitation token={token} />
    </WithQueryClient>
  );
}
