// One plain layout for every account email: a greeting, short paragraphs, at most one button, and
// the shop's details at the foot. Each email goes as plain text and as simple HTML.
import { BUSINESS, formatAddress } from '../../shared/business';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Every link in the email, in order. */
  links: string[];
}

export interface EmailParts {
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button (expiry, "if this was not you"). */
  closing?: string[];
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const signOff = `The ${BUSINESS.name} team`;
const footer = `${BUSINESS.legalName}, ${formatAddress()}. Phone ${BUSINESS.phone.display}.`;

export function composeEmail(parts: EmailParts): EmailContent {
  const greeting = `Hello ${parts.greetingName},`;
  const closing = parts.closing ?? [];
  const textBlocks = [
    greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...closing,
    `Thank you,\n${signOff}`,
    `--\n${footer}`,
  ];
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#2563eb;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(parts.action.label)}</a></p>` +
      paragraph(`If the button does not work, copy this address into your browser: ${parts.action.url}`)
    : '';
  const html = [
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    `<p style="margin:0 0 24px;font-size:20px;font-weight:700">${escapeHtml(BUSINESS.name)}</p>`,
    paragraph(greeting),
    ...parts.paragraphs.map(paragraph),
    button,
    ...closing.map(paragraph),
    `<p style="margin:0 0 16px">Thank you,<br>${escapeHtml(signOff)}</p>`,
    `<p style="margin:24px 0 0;font-size:12px;color:#71717a">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return {
    subject: parts.subject,
    text: textBlocks.join('\n\n'),
    html,
    links: parts.action ? [parts.action.url] : [],
  };
}
