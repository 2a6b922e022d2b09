import { useEffect, useState } from 'react';

/**
 * The value as it was one task ago: a change shows up after a zero-delay timer, so whatever renders
 * from it (the charts, whose mount work cannot be interrupted) is drawn in a task of its own instead
 * of lengthening the task that rendered the change.
 */
export function useNextTask<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(shown, value)) return;
    const timer = setTimeout(() => setShown(value), 0);
    return () => clearTimeout(timer);
  }, [value, shown]);
  return shown;
}
