import type { BrokerConfig } from '../config.js';
import type { Mail } from './mailer.js';

const PRODUCT = 'CRE Sale Analyzer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#555">Or paste this link into your browser: ${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#222">
<h2>${escapeHtml(title)}</h2>
${body}
${button}
<p style="font-size:12px;color:#777">${PRODUCT}</p>
</body></html>`;
}

/** The email-verification message with its single-use link (valid 24 hours). */
export function verificationMail(to: string, link: string): Mail {
  const lines = [
    `Welcome to ${PRODUCT}!`,
    'Please confirm your email address to save property analyses. The link is valid for 24 hours and works once.',
  ];
  return {
    to,
    subject: `Verify your email for ${PRODUCT}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not create an account, ignore this email.`,
    html: layout('Verify your email', lines, { href: link, label: 'Verify email' }),
  };
}

/** The password-reset message with its single-use link (valid one hour). */
export function passwordResetMail(to: string, link: string): Mail {
  const lines = [
    `Someone (hopefully you) asked to reset the password of your ${PRODUCT} account.`,
    'Open the link below to choose a new password. It is valid for one hour and works once; every device signed in to your account will be signed out.',
  ];
  return {
    to,
    subject: `Reset your ${PRODUCT} password`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset password' }),
  };
}

/** The message to a new email address with its single-use confirmation link (valid 24 hours). */
export function emailChangeMail(to: string, link: string): Mail {
  const lines = [
    `Please confirm that ${to} is the new email address of your ${PRODUCT} account.`,
    'Your email address changes when you open the link below. It is valid for 24 hours and works once.',
  ];
  return {
    to,
    subject: `Confirm your new email for ${PRODUCT}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nIf you did not ask for this, ignore this email: nothing changes.`,
    html: layout('Confirm your new email', lines, { href: link, label: 'Confirm email' }),
  };
}

/** A contact-form message forwarded to the broker, replying to the sender. */
export function contactMail(
  broker: BrokerConfig,
  message: { name: string; email: string; message: string },
): Mail {
  const lines = [
    `New message from ${message.name} <${message.email}> via ${PRODUCT}:`,
    message.message,
    'A response within 24 hours was promised.',
  ];
  return {
    to: broker.email,
    replyTo: message.email,
    subject: `Contact request from ${message.name}`,
    text: lines.join('\n\n'),
    html: layout('New contact request', lines),
  };
}

/** The Owner's Playbook download link. */
export function playbookMail(to: string, link: string, broker: BrokerConfig): Mail {
  const lines = [
    "Here is your copy of the Commercial Property Owner's Playbook.",
    'It covers valuation with cap rates, NNN lease structures, financing, hold periods and how to prepare a sale.',
    `Questions? Call or text ${broker.name} at ${broker.phone}.`,
  ];
  return {
    to,
    subject: "Your Commercial Property Owner's Playbook",
    text: `${lines.join('\n\n')}\n\nDownload: ${link}`,
    html: layout("Your Owner's Playbook", lines, { href: link, label: 'Download the playbook' }),
  };
}
