/**
 * The panel's copy of the settings being edited. The project keeps valid settings only (its save
 * is checked with the same schema), so an edit is passed on when the whole settings are valid;
 * until then the panel shows the edit and its messages, and the project keeps its last valid
 * settings. New settings from outside (a loaded project, the card's reset) replace the copy.
 */
import { type RiskSettings, riskSettingsObject } from '@cre/underwriting';
import { useCallback, useRef, useState } from 'react';

/** The settings as edited and a setter that passes valid ones on to `onSettingsChange`. */
export function useSettingsDraft(
  settings: RiskSettings,
  onSettingsChange: (next: RiskSettings) => void,
): [RiskSettings, (next: RiskSettings) => void] {
  const [draft, setDraft] = useState(settings);
  const [source, setSource] = useState(settings);
  if (settings !== source) {
    // Adjusting state to a prop during render (React's documented pattern): no effect, no extra paint.
    setSource(settings);
    setDraft(settings);
  }
  const onChange = useRef(onSettingsChange);
  onChange.current = onSettingsChange;
  const edit = useCallback((next: RiskSettings) => {
    setDraft(next);
    if (riskSettingsObject.safeParse(next).success) onChange.current(next);
  }, []);
  return [draft, edit];
}

/** The same array as last time while its items are the same (`Object.is`), so memoised readers keep it. */
export function useStableList<T>(items: readonly T[]): readonly T[] {
  const kept = useRef(items);
  const previous = kept.current;
  if (previous.length !== items.length || previous.some((item, i) => !Object.is(item, items[i]))) {
    kept.current = items;
  }
  return kept.current;
}
