// The in-page half of the rent-roll import benchmark (bench/import-parse.ts), injected with
// page.addInitScript before the analyzer loads. Plain JavaScript read from disk, as typing-probe.js.
// It exposes `window.__importBench`:
// - `arm(expected, timeoutMs)`: measure the next file chosen. A capture-phase `change` listener on
//   the window takes performance.now() when a file input changes (the file was set on it); a
//   MutationObserver on the body checks, after each DOM change, whether the import preview's summary
//   (`[data-testid="import-summary"]`) starts with `expected` (e.g. "2,000 tenants ·"); once it does,
//   a requestAnimationFrame callback posts a MessageChannel message, which runs right after that
//   frame's rendering update, and its time is the paint time. `next` then resolves with
//   { changeAt, shownAt, paintedAt } (performance.now() times).
// - `longTasks`: every 'longtask' entry since the page started ({ startTime, duration }).
// - `summary()`: the summary's text, or null while there is none.
(() => {
  if (window.top !== window) return;
  const longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });

  const summary = () => document.querySelector('[data-testid="import-summary"]')?.textContent ?? null;

  let armed = null;
  window.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (!armed || armed.changeAt !== null) return;
      if (target instanceof HTMLInputElement && target.type === 'file') armed.changeAt = performance.now();
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (!armed || armed.changeAt === null || !(summary() ?? '').startsWith(armed.expected)) return;
    const run = armed;
    armed = null;
    observer.disconnect();
    clearTimeout(run.timer);
    const shownAt = performance.now();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        run.resolve({ changeAt: run.changeAt, shownAt, paintedAt: performance.now() });
      channel.port2.postMessage(null);
    });
  });

  window.__importBench = {
    longTasks,
    summary,
    next: null,
    arm(expected, timeoutMs) {
      if (armed) throw new Error('the previous file is still being measured');
      if (summary() !== null) throw new Error(`a preview is already shown: ${summary()}`);
      this.next = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          armed = null;
          observer.disconnect();
          reject(new Error(`the import summary never started with "${expected}" (it shows ${summary()})`));
        }, timeoutMs);
        armed = { expected, changeAt: null, resolve, timer };
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
  };
})();
