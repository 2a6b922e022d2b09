import { AnalyzerForm } from '../src/features/analyzer/form/analyzer-form';
import { useAnalyzerForm } from '../src/features/analyzer/form/use-analyzer-form';
import type { AnalyzerFormValues } from '../src/features/analyzer/model/form-values';
import { renderWithProviders } from './render';

/**
 * Renders the analyzer's input form on `initial` values, dated `today`, and gives the render's
 * `user` with `values()`, the form's values as they are now (after the user's edits).
 */
export function renderAnalyzerForm(initial: AnalyzerFormValues, today: Date) {
  let latest: (() => AnalyzerFormValues) | null = null;
  function Harness() {
    const form = useAnalyzerForm(today, () => initial);
    latest = form.getValues;
    return <AnalyzerForm binding={form.binding} today={today} />;
  }
  const view = renderWithProviders(<Harness />);
  const values = (): AnalyzerFormValues => {
    if (latest === null) throw new Error('the analyzer form has not rendered');
    return latest();
  };
  return { ...view, values };
}
