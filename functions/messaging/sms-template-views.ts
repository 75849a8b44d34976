// The admin's view of the SMS templates: the text in use, the default, the placeholders with examples.
import { DEFAULT_SMS_TEMPLATES, SMS_PLACEHOLDERS, SMS_TEMPLATE_TITLES } from '../../shared/messaging/sms-templates';
import type { SmsTemplate } from '../../shared/schemas/messaging';
import type { SmsTemplateRecord } from '../data/message-templates';

export function toSmsTemplate(record: SmsTemplateRecord): SmsTemplate {
  return {
    kind: record.kind,
    title: SMS_TEMPLATE_TITLES[record.kind],
    text: record.text,
    defaultText: DEFAULT_SMS_TEMPLATES[record.kind],
    placeholders: SMS_PLACEHOLDERS[record.kind],
    isDefault: !record.updatedAt,
    updatedAt: record.updatedAt,
    updatedBy: record.updatedBy,
  };
}
