import { screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { officeDeal } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderWithProviders } from '../../../../test/render';
import { createRenderCounter, type RenderedComponent } from '../../../../test/render-counter';
import AnalyzerPage from './analyzer-page';

const verifiedUser = { ...testUser, isEmailVerified: true };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scenario components that must stay out of a keystroke's own (urgent) commit. */
const SCENARIO_VIEWS = ['ScenarioBar', 'OverrideCount', 'CompareScenarios', 'LiveComparison', 'CompareTable'];

/** The analyzer on a saved office deal with one variant, inside a Profiler that records each commit. */
async function openWithVariant() {
  const project = savedProject(officeDeal(), 5, [{ name: 'Downside', overrides: { vacancyRate: 10 } }]);
  let container: Element | null = null;
  const counter = createRenderCounter(() => container as Element);
  const commits: RenderedComponent[][] = [];
  const onRender = () => {
    const before = counter.rendered().length;
    counter.onRender();
    commits.push(counter.rendered().slice(before));
  };
  const view = renderWithProviders(
    <Profiler id="analyzer" onRender={onRender}>
      <AnalyzerPage opened={{ requestedId: 5, project, error: null }} openInUrl={() => undefined} />
    </Profiler>,
    { handlers: { 'auth.me': () => verifiedUser, ...fakeProjectsApi([project]).handlers } },
  );
  container = view.container;
  await screen.findByRole('region', { name: 'Scenarios' }, { timeout: 20_000 });
  const settle = async () => {
    let seen = -1;
    while (seen !== commits.length) {
      seen = commits.length;
      await sleep(250);
    }
  };
  /** Focuses `field`, settles, types `key`, settles: the commits of that keystroke. */
  const keystroke = async (field: HTMLElement, key: string) => {
    await view.user.click(field);
    await settle();
    commits.length = 0;
    await view.user.keyboard(key);
    await settle();
    return commits.map((commit) => commit.map((component) => component.name));
  };
  return { ...view, keystroke };
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

describe('scenarios keep typing fast', { timeout: 60_000 }, () => {
  it('a keystroke renders neither the bar nor the comparison in its own commit; the comparison follows', async () => {
    const { user, keystroke } = await openWithVariant();
    await user.click(screen.getByRole('button', { name: 'Compare Scenarios' }));
    await screen.findByRole('table', { name: 'Scenario comparison' });

    // on Base
    // the keystroke's own commit is the first that redraws the field (on a loaded machine a late
    // commit of earlier work can come before it)
    let commits = await keystroke(field('Purchase Price'), '5');
    let own = commits.findIndex((names) => names.includes('NumberFieldView'));
    expect(own).toBeGreaterThanOrEqual(0);
    expect(commits[own]?.filter((name) => SCENARIO_VIEWS.includes(name))).toEqual([]);
    expect(commits.slice(own + 1).flat()).toContain('CompareTable');

    // on the variant: the first override of a field shows its marker with the field, the count later
    await user.click(
      within(screen.getByRole('region', { name: 'Scenarios' })).getByRole('tab', { name: 'Downside' }),
    );
    await waitFor(() => expect(field('Vacancy Rate')).toHaveValue('10'));
    commits = await keystroke(field('Interest Rate'), '1');
    own = commits.findIndex((names) => names.includes('OverrideMarker'));
    expect(own).toBeGreaterThanOrEqual(0);
    expect(commits[own]?.filter((name) => SCENARIO_VIEWS.includes(name))).toEqual([]);
    expect(commits.slice(own + 1).flat()).toContain('OverrideCount');
    expect(commits.slice(own + 1).flat()).toContain('CompareTable');
    expect(screen.getByText('2 inputs overridden')).toBeInTheDocument();
  });
});
