import { waitUntil } from '@cre/vitest-config/wait-until';

/** One development-mode email as the mailer logged it. */
export interface LoggedMail {
  to: string;
  subject: string;
  text: string;
}

/** The development-mode emails in collected log lines, oldest first. */
export function loggedMails(lines: string[]): LoggedMail[] {
  return lines
    .map((line) => JSON.parse(line) as { email?: LoggedMail })
    .flatMap((entry) => (entry.email ? [entry.email] : []));
}

/**
 * The newest link containing `path` in an email to `to` (waiting up to 5 s for the email to be
 * logged), e.g. `mailedLink(lines, email, '/reset-password?token=')`.
 */
export async function mailedLink(lines: string[], to: string, path: string): Promise<string> {
  const find = () =>
    loggedMails(lines)
      .filter((mail) => mail.to === to)
      .flatMap((mail) => mail.text.split(/\s+/).filter((word) => word.includes(path)))
      .at(-1);
  await waitUntil(() => find() !== undefined, { timeout: 5000, message: `an email to ${to} with ${path}` });
  return find()!;
}

/** The token of a link (`?token=…`). */
export function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}
