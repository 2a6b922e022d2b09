function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The small HTML page a browser sees for an invalid, expired or used verification link. */
export function verificationFailedPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verification link not valid - CRE Sale Analyzer</title>
<style>body{font-family:system-ui,Arial,sans-serif;max-width:560px;margin:4rem auto;padding:0 1rem;color:#222}a{color:#1c7ed6}</style>
</head><body>
<h1>Verification link not valid</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/dashboard">Go to your dashboard</a></p>
</body></html>`;
}
