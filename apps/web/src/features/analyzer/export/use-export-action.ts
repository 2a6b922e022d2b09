import { useState } from 'react';
import { errorMessage, showToast } from '../../../lib/toast';

/**
 * An export button's action: `busy` while `run` is under way (the button's loading state), and a
 * red "Error" toast with the error's message, else `failure`, when it fails.
 */
export function useExportAction(
  failure: string,
  run: () => Promise<unknown>,
): { busy: boolean; start: () => Promise<void> } {
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      await run();
    } catch (error) {
      showToast({ title: 'Error', message: errorMessage(error, failure), color: 'red' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, start };
}
