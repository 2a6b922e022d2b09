/** Task boundaries that let the event loop run other work (input, paint, a cancel message). */

/** Resolves in a later task. */
export type YieldTask = () => Promise<void>;

/**
 * A task boundary through a MessageChannel: unlike `setTimeout(0)`, not clamped to 4 ms when
 * repeated, and queued behind any message already sent to this thread.
 */
export function messageChannelYield(): YieldTask {
  let channel: MessageChannel | null = null;
  const waiting: (() => void)[] = [];
  return () =>
    new Promise<void>((resolve) => {
      if (!channel) {
        channel = new MessageChannel();
        channel.port1.onmessage = () => waiting.shift()?.();
      }
      waiting.push(resolve);
      channel.port2.postMessage(null);
    });
}
