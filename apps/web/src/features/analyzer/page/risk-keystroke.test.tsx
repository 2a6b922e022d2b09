import type * as engine from '@cre/underwriting';
import { screen, within } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { manyTenantDeal, retailRentRoll } from '../../../../test/analyzer-fixtures';
import { testUser } from '../../../../test/fixtures';
import { fakeProjectsApi, savedProject } from '../../../../test/projects-api';
import { renderWithProviders } from '../../../../test/render';
import { createRenderCounter, type RenderedComponent } from '../../../../test/render-counter';
import type { AnalyzerFormValues } from '../model/form-values';
import { TORNADO_MEASURE } from '../risk/use-live-tornado';
import AnalyzerPage from './analyzer-page';

// Every tornado the page computes goes through this spy, which notes the price field's text at that
// moment: a tornado computed in the keystroke's own pass would see the field without the new digit.
const spy = vi.hoisted(() => ({ seen: [] as string[], read: (): string => '' }));
vi.mock('@cre/underwriting', async (importOriginal) => {
  const actual = await importOriginal<typeof engine>();
  const tornado: typeof actual.tornado = (...args) => {
    spy.seen.push(spy.read());
    return actual.tornado(...args);
  };
  return { ...actual, tornado };
});

const verifiedUser = { ...testUser, isEmailVerified: true };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The Purchase Price input (found through its label's `for`: a role or label query walks the whole 20-tenant form). */
function priceField(): HTMLInputElement {
  const label = [...document.querySelectorAll('#inputs label')].find(
    (l) => l.textContent?.trim() === 'Purchase Price',
  );
  const input = document.getElementById(label?.getAttribute('for') ?? '');
  if (!(input instanceof HTMLInputElement)) throw new Error('no Purchase Price field');
  return input;
}

/** A commit: the components it rendered and React's time for it. */
interface Commit {
  rendered: RenderedComponent[];
  actualMs: number;
}

/** The retail fixture with `count` tenants of 100 sq ft at $30. */
function rentRoll(count: number): AnalyzerFormValues {
  const base = retailRentRoll();
  const template = base.tenantLeases[0] as AnalyzerFormValues['tenantLeases'][number];
  return {
    ...base,
    tenantLeases: Array.from({ length: count }, (_, i) => ({
      ...template,
      tenantName: `Suite ${101 + i}`,
      sqftLeased: 100,
      rentPerSqft: 30,
    })),
  };
}

/** Opens the analyzer on a saved deal, recording each commit's components and each tornado's moment. */
async function openAnalyzer(values: AnalyzerFormValues) {
  const project = savedProject(values, 5);
  let container: Element | null = null;
  const counter = createRenderCounter(() => container as Element);
  const commits: Commit[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualMs) => {
    const before = counter.rendered().length;
    counter.onRender();
    commits.push({ rendered: counter.rendered().slice(before), actualMs });
  };
  const view = renderWithProviders(
    <Profiler id="analyzer" onRender={onRender}>
      <AnalyzerPage opened={{ requestedId: 5, project, error: null }} openInUrl={() => undefined} />
    </Profiler>,
    { handlers: { 'auth.me': () => verifiedUser, ...fakeProjectsApi([project]).handlers } },
  );
  container = view.container;
  await screen.findByText(`${values.name} has been loaded for editing`, {}, { timeout: 30_000 });
  const risk = await screen.findByRole('region', { name: 'Risk' }, { timeout: 30_000 });
  await within(risk).findByTestId('tornado-table', {}, { timeout: 30_000 });
  const settle = async () => {
    let seen = -1;
    while (seen !== counter.commits()) {
      seen = counter.commits();
      await sleep(200);
    }
  };
  /** Types `key` into Purchase Price (focused and settled first) and returns what followed. */
  const keystroke = async (key: string) => {
    const price = priceField();
    await view.user.click(price);
    await settle();

    spy.seen.length = 0;
    spy.read = () => (price as HTMLInputElement).value;
    performance.clearMeasures(TORNADO_MEASURE);
    commits.length = 0;
    await view.user.keyboard(key);
    await settle();

    const seenAtCall = [...spy.seen];
    const measures = performance.getEntriesByName(TORNADO_MEASURE).map((entry) => entry.duration);
    return { seenAtCall, commits: [...commits], measures, value: (price as HTMLInputElement).value };
  };
  return { keystroke };
}

const TORNADO_PARTS = /^(TornadoBody|TornadoChart|TornadoTable|Row)$/;

describe('the Risk card off the keystroke path', { timeout: 240_000 }, () => {
  it.each([
    ['12 tenants, simple growth (tornado in the deferred render)', rentRoll(12), '42,000,005', 1],
    ['20 tenants, lease by lease (tornado in the deferred render)', manyTenantDeal(20), '600,000,005', 1],
    [
      '40 tenants, lease by lease (a compact roll: tornado in slices, one swing a task)',
      manyTenantDeal(40),
      '600,000,005',
      9,
    ],
  ])(
    '%s: the keystroke commit paints the digit; the tornado follows after it',
    async (what, deal, typed, calls) => {
      const { keystroke } = await openAnalyzer(deal);
      const { seenAtCall, commits, measures, value } = await keystroke('5');
      expect(value).toBe(typed);
      // the first commit holds the typed field and nothing of the tornado
      const first = commits[0]?.rendered.map((c) => c.name) ?? [];
      expect(first.some((name) => name.startsWith('NumberField'))).toBe(true);
      expect(first.filter((name) => TORNADO_PARTS.test(name))).toEqual([]);
      // every tornado of this keystroke was computed once the digit was on screen
      expect(seenAtCall).toHaveLength(calls);
      expect(seenAtCall.every((shown) => shown === typed)).toBe(true);
      expect(commits.slice(1).some((c) => c.rendered.some((r) => TORNADO_PARTS.test(r.name)))).toBe(true);
      const total = measures.reduce((sum, ms) => sum + ms, 0);
      console.info(
        `[risk] ${what}: keystroke commit ${commits[0]?.rendered.length} components, React ${commits[0]?.actualMs.toFixed(1)} ms; ` +
          `tornado ${total.toFixed(1)} ms of work in ${calls} call(s) after it; ${commits.length} commits in all`,
      );
    },
  );
});
