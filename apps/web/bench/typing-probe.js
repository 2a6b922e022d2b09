// The in-page half of the typing benchmark (bench/typing.ts), injected with page.addInitScript before
// the analyzer loads. Plain JavaScript read from disk, so no transpiler helper ends up in the page.
// It exposes `window.__typingBench`:
// - `arm(expected, timeoutMs)`: measure the next keystroke. A capture-phase keydown listener on the
//   window takes the keydown's `event.timeStamp`; a MutationObserver on the body checks, after each
//   DOM change, whether both live sensitivity grids (the tables captioned "... by exit cap rate and
//   purchase price") show `expected` in their current-price column header (the 6th of the 11 price
//   columns); once they do, a requestAnimationFrame callback posts a MessageChannel message, which
//   runs right after that frame's rendering update (style, layout, paint), and its time is the paint
//   time. `next` then resolves with { keydownAt, shownAt, paintedAt } (performance.now() times).
// - `longTasks` and `events`: every 'longtask' entry and every Event Timing entry of at least 16 ms
//   (buffered) since the page started, as plain objects.
// - `headers()`: the grids' current-price headers (for messages and checks).
// - `leaseDebtService()`: in leases mode, the cells of the Debt Service row of the Lease-by-Lease
//   Projection's annual table (null without that table). A sample carries them as they were when the
//   grids showed the new price (`leaseDebtService`), so the bench can check the lease card was
//   committed with the grids.
(() => {
  if (window.top !== window) return;
  const longTasks = [];
  const events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      events.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  const CURRENT_PRICE_COLUMN = 6; // the corner cell, then 11 prices with the current one in the middle
  const headers = () =>
    [...document.querySelectorAll('table')]
      .filter((table) =>
        /by exit cap rate and purchase price$/.test(table.caption?.textContent?.trim() ?? ''),
      )
      .map((table) => table.tHead?.rows[0]?.cells[CURRENT_PRICE_COLUMN]?.textContent?.trim() ?? '');
  const leaseDebtService = () => {
    const table = [...document.querySelectorAll('table')].find((t) =>
      /^Annual cash flow, years 1 to \d+$/.test(t.caption?.textContent?.trim() ?? ''),
    );
    const row =
      table && [...table.tBodies[0].rows].find((r) => r.cells[0]?.textContent?.trim() === 'Debt Service');
    return row ? [...row.cells].slice(1).map((cell) => cell.textContent?.trim() ?? '') : null;
  };
  const showing = (expected) => {
    const shown = headers();
    return shown.length === 2 && shown.every((text) => text === expected);
  };

  let armed = null;
  window.addEventListener(
    'keydown',
    (event) => {
      if (armed && armed.keydownAt === null) armed.keydownAt = event.timeStamp;
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (!armed || armed.keydownAt === null || !showing(armed.expected)) return;
    const run = armed;
    armed = null;
    observer.disconnect();
    clearTimeout(run.timer);
    const shownAt = performance.now();
    const lease = leaseDebtService();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () =>
        run.resolve({
          keydownAt: run.keydownAt,
          shownAt,
          paintedAt: performance.now(),
          leaseDebtService: lease,
        });
      channel.port2.postMessage(null);
    });
  });

  window.__typingBench = {
    longTasks,
    events,
    headers,
    leaseDebtService,
    next: null,
    arm(expected, timeoutMs) {
      if (armed) throw new Error('the previous keystroke is still being measured');
      const shown = headers();
      if (shown.length !== 2)
        throw new Error(`expected the two live sensitivity grids, found ${shown.length}`);
      if (shown.some((text) => text === expected)) throw new Error(`the grids already show ${expected}`);
      this.next = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          armed = null;
          observer.disconnect();
          reject(
            new Error(
              `the live sensitivity grids never showed ${expected} (they show ${headers().join(', ')})`,
            ),
          );
        }, timeoutMs);
        armed = { expected, keydownAt: null, resolve, timer };
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
  };
})();
