import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One outgoing email. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

/** Sends email over SMTP, or (development mode) writes it to the log. */
export interface Mailer {
  /** True when SMTP_URL is unset and mails only go to the log. */
  readonly developmentMode: boolean;
  /** Sends `mail`; `log` (the request's logger) ties log lines to the request id. */
  send(mail: Mail, log?: FastifyBaseLogger): Promise<void>;
  close(): void;
}

/** Thrown when the SMTP server refused or could not be reached; the message is safe to show. */
export class MailDeliveryError extends Error {
  constructor(options: { cause: unknown }) {
    super('The email could not be sent right now. Please try again in a few minutes.', options);
    this.name = 'MailDeliveryError';
  }
}

/**
 * Creates the mailer for `smtpUrl`. Without one, every mail is logged at info level with its
 * recipient, subject and text (development mode: no `SMTP_URL` configured).
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      developmentMode: true,
      async send(mail, requestLog) {
        (requestLog ?? log).info(
          { email: { to: mail.to, subject: mail.subject, text: mail.text } },
          `Development mode: email to ${mail.to} was not sent; its content follows`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    developmentMode: false,
    async send(mail, requestLog) {
      try {
        await transport.sendMail({ from, ...mail });
      } catch (cause) {
        (requestLog ?? log).error({ err: cause, to: mail.to, subject: mail.subject }, 'Sending email failed');
        throw new MailDeliveryError({ cause });
      }
    },
    close() {
      transport.close();
    },
  };
}
