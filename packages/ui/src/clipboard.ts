/**
 * Copies text to the clipboard. Uses the async Clipboard API when the page may use it and falls
 * back to the legacy `document.execCommand('copy')` on a temporary text area otherwise.
 *
 * @returns true when one of the two methods reported success.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the legacy method
  }
  return legacyCopy(text);
}

/** Copies through a hidden, selected text area and `execCommand('copy')`. */
export function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' ? document.execCommand('copy') : false;
  } catch {
    return false;
  } finally {
    document.body.removeChild(area);
  }
}

/** True on phones and tablets, where a `tel:` link can place a call directly. */
export function isMobileDevice(userAgent: string = navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(userAgent);
}

/** Builds a `tel:` URL from a displayed phone number, keeping digits and a leading plus. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Follows a `tel:` link for the phone number (on phones this starts the call). */
export function openTelLink(phone: string): void {
  const link = document.createElement('a');
  link.href = telHref(phone);
  link.rel = 'noopener';
  link.click();
}
