function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small HTML page for an emailed link that did not work: a title, the message and a way on. */
function linkFailedPage(title: string, message: string, next: { href: string; label: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - CRE Sale Analyzer</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:560px;margin:4rem auto;padding:0 1rem;color:#222}a{color:#1c7ed6}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(next.href)}">${escapeHtml(next.label)}</a></p>
</body></html>`;
}

/** The small HTML page a browser sees for an invalid, expired or used verification link. */
export function verificationFailedPage(message: string): string {
  return linkFailedPage('Verification link not valid', message, {
    href: '/dashboard',
    label: 'Go to your dashboard',
  });
}

/** The page a browser sees when an email-change link is not valid or the address was taken. */
export function emailChangeFailedPage(message: string): string {
  return linkFailedPage('Email change link not valid', message, {
    href: '/account',
    label: 'Go to your account',
  });
}
