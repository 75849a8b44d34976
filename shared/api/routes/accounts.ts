// Customer accounts (issue 3): sign-in, registration, sessions, emailed links, two-factor, profile.
// The contract is in docs/api/accounts.md.
import { defineRoute, type AnyRoute } from '../define-route';
import { AddressLookupQuerySchema, AddressSuggestionListSchema } from '../../schemas/address';
import {
  EmailOnlyRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  MessageResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResetPasswordRequestSchema,
  ResetTokenParamsSchema,
  ResetTokenStatusSchema,
  TwoFactorLoginRequestSchema,
  VerifyEmailRequestSchema,
  VerifyEmailResponseSchema,
} from '../../schemas/auth';
import {
  ChangeEmailRequestSchema,
  ChangeEmailResponseSchema,
  ChangePasswordRequestSchema,
  UpdateProfileRequestSchema,
} from '../../schemas/profile';
import {
  DisableTwoFactorRequestSchema,
  EnableTwoFactorRequestSchema,
  EnableTwoFactorResponseSchema,
  TwoFactorSetupResponseSchema,
} from '../../schemas/two-factor';
import { AccountSessionListSchema, EndedSessionsSchema, SessionIdParamsSchema } from '../../schemas/account-sessions';
import { UserSchema } from '../../schemas/user';
import {
  AccountClosedSchema,
  AdminCloseAccountRequestSchema,
  CloseAccountRequestSchema,
  PersonalDataExportSchema,
} from '../../schemas/personal-data';
import { UserIdParamsSchema } from '../../schemas/audit';
import { CheckUsernameParamsSchema, UsernameCheckSchema } from '../../schemas/username-check';
import { getUser, logOut } from './session';

// The session's two calls are in ./session (decision 213); they stay account routes.
export { getUser, logOut };

export const logIn = /* @__PURE__ */ defineRoute({
  name: 'LogIn',
  summary: 'Signs in with username or email and password; sets the session cookie',
  method: 'POST',
  path: '/api/login',
  auth: 'public',
  handler: 'accounts/log-in',
  table: 'readwrite',
  // Sign-in outcomes and sign-outs are audit records (functions/accounts/sign-in-outcome.ts).
  publishesEvents: true,
  body: LoginRequestSchema,
  response: LoginResponseSchema,
});
export const logInSecondFactor = /* @__PURE__ */ defineRoute({
  name: 'LogInSecondFactor',
  summary: 'Finishes a sign-in with the two-factor code',
  method: 'POST',
  path: '/api/login/2fa',
  auth: 'public',
  handler: 'accounts/log-in-second-factor',
  table: 'readwrite',
  publishesEvents: true,
  body: TwoFactorLoginRequestSchema,
  response: UserSchema,
});
export const register = /* @__PURE__ */ defineRoute({
  name: 'Register',
  summary: 'Creates a customer account',
  method: 'POST',
  path: '/api/register',
  auth: 'public',
  handler: 'accounts/register',
  table: 'readwrite',
  publishesEvents: true,
  body: RegisterRequestSchema,
  response: RegisterResponseSchema,
  successStatus: 201,
});
export const checkUsername = /* @__PURE__ */ defineRoute({
  name: 'CheckUsername',
  summary: 'Whether a username is free to register',
  method: 'GET',
  path: '/api/check-username/{username}',
  auth: 'public',
  handler: 'accounts/check-username',
  table: 'read',
  params: CheckUsernameParamsSchema,
  response: UsernameCheckSchema,
});
export const lookupAddress = /* @__PURE__ */ defineRoute({
  name: 'LookupAddress',
  summary: 'Suggests UK addresses for what has been typed',
  method: 'GET',
  path: '/api/address-lookup',
  auth: 'public',
  handler: 'accounts/lookup-address',
  table: 'read',
  usesPlaces: true,
  query: AddressLookupQuerySchema,
  response: AddressSuggestionListSchema,
});
export const verifyEmail = /* @__PURE__ */ defineRoute({
  name: 'VerifyEmail',
  summary: 'Confirms an email address with the token from the verification email',
  method: 'POST',
  path: '/api/verify-email',
  auth: 'public',
  handler: 'accounts/verify-email',
  table: 'readwrite',
  body: VerifyEmailRequestSchema,
  response: VerifyEmailResponseSchema,
});
export const resendVerification = /* @__PURE__ */ defineRoute({
  name: 'ResendVerification',
  summary: 'Sends the email verification link again',
  method: 'POST',
  path: '/api/resend-verification',
  auth: 'public',
  handler: 'accounts/resend-verification',
  table: 'readwrite',
  publishesEvents: true,
  body: EmailOnlyRequestSchema,
  response: MessageResponseSchema,
});
export const forgotPassword = /* @__PURE__ */ defineRoute({
  name: 'ForgotPassword',
  summary: 'Emails a password reset link, if the address has an account',
  method: 'POST',
  path: '/api/forgot-password',
  auth: 'public',
  handler: 'accounts/forgot-password',
  table: 'readwrite',
  publishesEvents: true,
  body: EmailOnlyRequestSchema,
  response: MessageResponseSchema,
});
export const checkResetToken = /* @__PURE__ */ defineRoute({
  name: 'CheckResetToken',
  summary: 'Whether a password reset link is still valid',
  method: 'GET',
  path: '/api/reset-password/{token}',
  auth: 'public',
  handler: 'accounts/check-reset-token',
  table: 'read',
  params: ResetTokenParamsSchema,
  response: ResetTokenStatusSchema,
});
export const resetPassword = /* @__PURE__ */ defineRoute({
  name: 'ResetPassword',
  summary: 'Sets a new password with a reset token',
  method: 'POST',
  path: '/api/reset-password',
  auth: 'public',
  handler: 'accounts/reset-password',
  table: 'readwrite',
  publishesEvents: true,
  body: ResetPasswordRequestSchema,
  response: MessageResponseSchema,
});
export const startTwoFactorSetup = /* @__PURE__ */ defineRoute({
  name: 'StartTwoFactorSetup',
  summary: 'Starts two-factor setup: the secret and its QR code',
  changesSignIn: true,
  method: 'POST',
  path: '/api/2fa/setup',
  auth: 'customer',
  handler: 'accounts/start-two-factor-setup',
  table: 'readwrite',
  response: TwoFactorSetupResponseSchema,
});
export const enableTwoFactor = /* @__PURE__ */ defineRoute({
  name: 'EnableTwoFactor',
  summary: 'Turns two-factor sign-in on with a first code from the app',
  changesSignIn: true,
  method: 'POST',
  path: '/api/2fa/enable',
  auth: 'customer',
  handler: 'accounts/enable-two-factor',
  table: 'readwrite',
  body: EnableTwoFactorRequestSchema,
  response: EnableTwoFactorResponseSchema,
});
export const disableTwoFactor = /* @__PURE__ */ defineRoute({
  name: 'DisableTwoFactor',
  summary: 'Turns two-factor sign-in off',
  changesSignIn: true,
  method: 'POST',
  path: '/api/2fa/disable',
  auth: 'customer',
  handler: 'accounts/disable-two-factor',
  table: 'readwrite',
  body: DisableTwoFactorRequestSchema,
  response: MessageResponseSchema,
});
export const updateProfile = /* @__PURE__ */ defineRoute({
  name: 'UpdateProfile',
  summary: "Changes the account's name, phone and address",
  changesSignIn: true,
  method: 'PATCH',
  path: '/api/user/profile',
  auth: 'customer',
  handler: 'accounts/update-profile',
  table: 'readwrite',
  body: UpdateProfileRequestSchema,
  response: UserSchema,
});
export const changeEmail = /* @__PURE__ */ defineRoute({
  name: 'ChangeEmail',
  summary: "Changes the account's email address",
  changesSignIn: true,
  method: 'POST',
  path: '/api/user/email',
  auth: 'customer',
  handler: 'accounts/change-email',
  table: 'readwrite',
  publishesEvents: true,
  body: ChangeEmailRequestSchema,
  response: ChangeEmailResponseSchema,
});
export const changePassword = /* @__PURE__ */ defineRoute({
  name: 'ChangePassword',
  summary: "Changes the account's password",
  changesSignIn: true,
  method: 'POST',
  path: '/api/user/password',
  auth: 'customer',
  handler: 'accounts/change-password',
  table: 'readwrite',
  publishesEvents: true,
  body: ChangePasswordRequestSchema,
  response: MessageResponseSchema,
});
// Active sessions (issue 12, decision 045): list them, end one, end all the others.
export const listSessions = /* @__PURE__ */ defineRoute({
  name: 'ListSessions',
  summary: "The account's signed-in sessions, this one marked",
  method: 'GET',
  path: '/api/user/sessions',
  auth: 'customer',
  handler: 'accounts/list-sessions',
  table: 'read',
  response: AccountSessionListSchema,
});
export const endSession = /* @__PURE__ */ defineRoute({
  name: 'EndSession',
  summary: "Signs one of the account's sessions out",
  method: 'DELETE',
  path: '/api/user/sessions/{sessionId}',
  auth: 'customer',
  handler: 'accounts/end-session',
  table: 'readwrite',
  params: SessionIdParamsSchema,
  response: EndedSessionsSchema,
});
export const endOtherSessions = /* @__PURE__ */ defineRoute({
  name: 'EndOtherSessions',
  summary: 'Signs out every session of the account but this one',
  method: 'POST',
  path: '/api/user/sessions/end-others',
  auth: 'customer',
  handler: 'accounts/end-other-sessions',
  table: 'readwrite',
  response: EndedSessionsSchema,
});
// Personal data (UK GDPR, decision 046): download it all; close the account.
export const exportMyData = /* @__PURE__ */ defineRoute({
  name: 'ExportMyData',
  summary: 'Everything the shop holds on the account, as one JSON download',
  method: 'GET',
  path: '/api/user/data-export',
  auth: 'customer',
  handler: 'accounts/export-my-data',
  table: 'read',
  publishesEvents: true,
  response: PersonalDataExportSchema,
});
export const closeMyAccount = /* @__PURE__ */ defineRoute({
  name: 'CloseMyAccount',
  summary: "Closes the signed-in customer's account",
  method: 'POST',
  path: '/api/user/close',
  auth: 'customer',
  changesSignIn: true,
  handler: 'accounts/close-my-account',
  table: 'readwrite',
  publishesEvents: true,
  body: CloseAccountRequestSchema,
  response: AccountClosedSchema,
});
export const closeAccountOnRequest = /* @__PURE__ */ defineRoute({
  name: 'CloseAccountOnRequest',
  summary: "Closes a customer's account at their request",
  method: 'POST',
  path: '/api/admin/users/{userId}/close',
  auth: 'admin',
  permission: 'customers.close',
  handler: 'accounts/close-account-on-request',
  table: 'readwrite',
  publishesEvents: true,
  params: UserIdParamsSchema,
  body: AdminCloseAccountRequestSchema,
  response: AccountClosedSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as accountRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const accountRoutes = {
  getUser,
  logIn,
  logInSecondFactor,
  logOut,
  register,
  checkUsername,
  lookupAddress,
  verifyEmail,
  resendVerification,
  forgotPassword,
  checkResetToken,
  resetPassword,
  startTwoFactorSetup,
  enableTwoFactor,
  disableTwoFactor,
  updateProfile,
  changeEmail,
  changePassword,
  listSessions,
  endSession,
  endOtherSessions,
  exportMyData,
  closeMyAccount,
  closeAccountOnRequest,
} satisfies Record<string, AnyRoute>;
