// Messages to customers (issue 18): the staff-edited SMS templates, and a customer's choice of email,
// SMS or both with the proof that their mobile number is theirs. Contract: docs/api/repairs.md,
// "Workshop and messages".
import { defineRoute } from '../define-route';
import {
  ConfirmPhoneCodeRequestSchema,
  ConfirmRegistrationPhoneCodeRequestSchema,
  MessagePreferencesSchema,
  RegistrationPhoneCodeRequestSchema,
  RegistrationPhoneVerifiedSchema,
  SaveSmsTemplateRequestSchema,
  SendPhoneCodeResponseSchema,
  SmsTemplateListSchema,
  SmsTemplateParamsSchema,
  SmsTemplateSchema,
  UpdateMessagePreferencesRequestSchema,
} from '../../schemas/messaging';

export const listSmsTemplates = /* @__PURE__ */ defineRoute({
  name: 'ListSmsTemplates',
  summary: "The SMS templates, with the shop's changes",
  method: 'GET',
  path: '/api/admin/message-templates',
  auth: 'admin',
  permission: 'content.site',
  handler: 'messaging/list-sms-templates',
  table: 'read',
  response: SmsTemplateListSchema,
});
export const saveSmsTemplate = /* @__PURE__ */ defineRoute({
  name: 'SaveSmsTemplate',
  summary: 'Changes an SMS template',
  method: 'PUT',
  path: '/api/admin/message-templates/{kind}',
  auth: 'admin',
  permission: 'content.site',
  handler: 'messaging/save-sms-template',
  table: 'readwrite',
  params: SmsTemplateParamsSchema,
  body: SaveSmsTemplateRequestSchema,
  response: SmsTemplateSchema,
});
export const resetSmsTemplate = /* @__PURE__ */ defineRoute({
  name: 'ResetSmsTemplate',
  summary: 'Puts an SMS template back to its default',
  method: 'DELETE',
  path: '/api/admin/message-templates/{kind}',
  auth: 'admin',
  permission: 'content.site',
  handler: 'messaging/reset-sms-template',
  table: 'readwrite',
  params: SmsTemplateParamsSchema,
  response: SmsTemplateSchema,
});
export const getMessagePreferences = /* @__PURE__ */ defineRoute({
  name: 'GetMessagePreferences',
  summary: 'How the customer wants to be told of updates',
  method: 'GET',
  path: '/api/user/message-preferences',
  auth: 'customer',
  handler: 'messaging/get-message-preferences',
  table: 'read',
  response: MessagePreferencesSchema,
});
export const updateMessagePreferences = /* @__PURE__ */ defineRoute({
  name: 'UpdateMessagePreferences',
  summary: 'Changes how the customer is told of updates',
  method: 'PUT',
  path: '/api/user/message-preferences',
  auth: 'customer',
  handler: 'messaging/update-message-preferences',
  table: 'readwrite',
  body: UpdateMessagePreferencesRequestSchema,
  response: MessagePreferencesSchema,
});
export const sendPhoneCode = /* @__PURE__ */ defineRoute({
  name: 'SendPhoneCode',
  summary: "Texts a code to verify the account's phone number",
  method: 'POST',
  path: '/api/user/phone-verification',
  auth: 'customer',
  handler: 'messaging/send-phone-code',
  table: 'readwrite',
  publishesEvents: true,
  response: SendPhoneCodeResponseSchema,
});
export const confirmPhoneCode = /* @__PURE__ */ defineRoute({
  name: 'ConfirmPhoneCode',
  summary: "Confirms the account's phone number with the texted code",
  method: 'POST',
  path: '/api/user/phone-verification/confirm',
  auth: 'customer',
  handler: 'messaging/confirm-phone-code',
  table: 'readwrite',
  body: ConfirmPhoneCodeRequestSchema,
  response: MessagePreferencesSchema,
});
// Right after registering, before the account can sign in: the registration's ticket names the
// account (decision 052). The same codes, tries and send limits as on the profile.
export const sendRegistrationPhoneCode = /* @__PURE__ */ defineRoute({
  name: 'SendRegistrationPhoneCode',
  summary: 'Texts a code to verify a phone number while registering',
  method: 'POST',
  path: '/api/register/phone-verification',
  auth: 'public',
  handler: 'messaging/send-registration-phone-code',
  table: 'readwrite',
  publishesEvents: true,
  body: RegistrationPhoneCodeRequestSchema,
  response: SendPhoneCodeResponseSchema,
});
export const confirmRegistrationPhoneCode = /* @__PURE__ */ defineRoute({
  name: 'ConfirmRegistrationPhoneCode',
  summary: 'Confirms a phone number while registering',
  method: 'POST',
  path: '/api/register/phone-verification/confirm',
  auth: 'public',
  handler: 'messaging/confirm-registration-phone-code',
  table: 'readwrite',
  body: ConfirmRegistrationPhoneCodeRequestSchema,
  response: RegistrationPhoneVerifiedSchema,
});

/** The area's routes as one object, for the manifest and the browser; a handler imports its own route
 * by name (`import * as messagingRoutes`), so its bundle builds only that route's schemas (decision 024). */
export const messagingRoutes = {
  listSmsTemplates,
  saveSmsTemplate,
  resetSmsTemplate,
  getMessagePreferences,
  updateMessagePreferences,
  sendPhoneCode,
  confirmPhoneCode,
  sendRegistrationPhoneCode,
  confirmRegistrationPhoneCode,
};
