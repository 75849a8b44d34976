import { describe, expect, it } from 'vitest';
import { DEFAULT_SMS_TEMPLATES, SMS_PLACEHOLDERS, SMS_TEMPLATE_KINDS, renderSmsTemplate, unknownPlaceholders } from '../../../../shared/messaging/sms-templates';
import { smsSegments } from '../../../../shared/messaging/sms-segments';

describe('SMS templates', () => {
  it('fills each placeholder with its value', () => {
    expect(renderSmsTemplate('Hi {firstName}, job {jobNumber} is {status}.', { firstName: 'Aoife', jobNumber: 'DRS-10421', status: 'In repair' })).toBe(
      'Hi Aoife, job DRS-10421 is In repair.',
    );
  });

  it('leaves a placeholder without a value empty, without a double space', () => {
    expect(renderSmsTemplate('Hi {firstName} {lastName}, thanks', { firstName: 'Aoife' })).toBe('Hi Aoife , thanks');
  });

  it('names the placeholders a kind does not offer', () => {
    expect(unknownPlaceholders('booking-confirmed', 'Hi {firstName}, {estimate} {nope} {nope}')).toEqual(['estimate', 'nope']);
    expect(unknownPlaceholders('job-estimate', 'Estimate {estimate} for {jobNumber}')).toEqual([]);
  });

  it.each(SMS_TEMPLATE_KINDS)('the default %s text uses only its placeholders and fits one GSM-7 part with its example', (kind) => {
    expect(unknownPlaceholders(kind, DEFAULT_SMS_TEMPLATES[kind])).toEqual([]);
    const text = renderSmsTemplate(DEFAULT_SMS_TEMPLATES[kind], SMS_PLACEHOLDERS[kind]);
    expect(smsSegments(text)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
});
