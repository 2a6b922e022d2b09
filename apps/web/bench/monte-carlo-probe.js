// The in-page half of the Monte Carlo benchmark (bench/monte-carlo.ts), injected with
// page.addInitScript before the analyzer loads (plain JavaScript, so no transpiler helper ends up in
// the page). It exposes `window.__mcBench`:
// - `armRun(timeoutMs)`: measure the next click on "Run simulation". A capture-phase click listener
//   on the window takes the click's `event.timeStamp`; a MutationObserver then waits for the panel's
//   histogram (`[data-testid="mc-histogram"]`) to be gone (Run clears the previous result) and then
//   on the page again; once it is, a requestAnimationFrame callback posts a MessageChannel message,
//   which runs right after that frame's rendering update (style, layout, paint): its time is the
//   paint time. `run` then resolves with { clickAt, shownAt, paintedAt } (performance.now() times).
// - `armKey(timeoutMs)`: measure the next keystroke: keydown's `event.timeStamp` (capture listener),
//   then after the `input` event that follows it (React commits a typed character within that
//   event's dispatch) the next frame's paint as above. `key` resolves with { keydownAt, paintedAt }.
// - `longTasks` and `events`: every 'longtask' entry and every Event Timing entry of at least 16 ms
//   since the page started, as plain objects.
(() => {
  if (window.top !== window) return;
  const probe = { longTasks: [], events: [], run: null, key: null };
  window.__mcBench = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.events.push({
        name: entry.name,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
        duration: entry.duration,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });

  /** Resolves with the time right after the next frame was rendered. */
  const afterNextPaint = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      }),
    );
  const withTimeout = (what, timeoutMs, executor) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${what} within ${timeoutMs} ms`)), timeoutMs);
      executor((value) => {
        clearTimeout(timer);
        resolve(value);
      });
    });
  const histogram = () => document.querySelector('[data-testid="mc-histogram"]');

  probe.armRun = (timeoutMs) => {
    probe.run = withTimeout('no histogram after Run', timeoutMs, (resolve) => {
      const onClick = (event) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (button?.textContent?.trim() !== 'Run simulation') return;
        window.removeEventListener('click', onClick, true);
        const clickAt = event.timeStamp;
        let cleared = false;
        const observer = new MutationObserver(() => {
          if (!cleared) {
            cleared = histogram() === null;
            return;
          }
          if (histogram() === null) return;
          observer.disconnect();
          const shownAt = performance.now();
          afterNextPaint().then((paintedAt) => resolve({ clickAt, shownAt, paintedAt }));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      };
      window.addEventListener('click', onClick, true);
    });
  };

  probe.armKey = (timeoutMs) => {
    probe.key = withTimeout('no paint after the keystroke', timeoutMs, (resolve) => {
      const onKeydown = (event) => {
        window.removeEventListener('keydown', onKeydown, true);
        const keydownAt = event.timeStamp;
        const onInput = () => {
          window.removeEventListener('input', onInput, true);
          afterNextPaint().then((paintedAt) => resolve({ keydownAt, paintedAt }));
        };
        window.addEventListener('input', onInput, true);
      };
      window.addEventListener('keydown', onKeydown, true);
    });
  };
})();
