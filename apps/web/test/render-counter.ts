/**
 * Counts the components React rendered, commit by commit, for render-count tests: a React
 * `<Profiler onRender={counter.onRender}>` reports each commit and the counter walks the committed
 * fiber tree of the container's root, counting the component fibers that performed work in that
 * commit (subtrees React bailed out of are not entered). Reads React's internal fiber fields, so it
 * is for tests only (development builds, jsdom).
 */

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
}

/** One rendered component: its display name and its props. */
export interface RenderedComponent {
  name: string;
  props: Record<string, unknown>;
}

// React's fiber tags of components (FunctionComponent, ClassComponent, ForwardRef, SimpleMemoComponent).
const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
const PERFORMED_WORK = 1;

function componentName(type: unknown): string {
  if (typeof type === 'function') {
    const fn = type as { displayName?: string; name?: string };
    return fn.displayName ?? fn.name ?? 'Anonymous';
  }
  if (type && typeof type === 'object') {
    const wrapped = type as { displayName?: string; render?: unknown; type?: unknown };
    return wrapped.displayName ?? componentName(wrapped.render ?? wrapped.type);
  }
  return 'Anonymous';
}

function hostRoot(container: Element): Fiber {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  const marked = key
    ? (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]
    : null;
  if (!marked) throw new Error('The container holds no React root');
  return marked.stateNode.current;
}

function collect(fiber: Fiber | null, into: RenderedComponent[]): void {
  for (let node = fiber; node; node = node.sibling) {
    if (COMPONENT_TAGS.has(node.tag) && (node.flags & PERFORMED_WORK) !== 0) {
      into.push({
        name: componentName(node.type),
        props: (node.memoizedProps ?? {}) as Record<string, unknown>,
      });
    }
    // A child list React did not clone in this commit was bailed out of: nothing under it rendered.
    if (node.alternate === null || node.child !== node.alternate.child) collect(node.child, into);
  }
}

/** A per-commit component counter (see the module comment). */
export interface RenderCounter {
  /** Pass as the Profiler's `onRender`. */
  onRender: () => void;
  /** The components rendered since the last `reset`, one entry per render. */
  rendered: () => RenderedComponent[];
  /** Number of commits since the last `reset`. */
  commits: () => number;
  reset: () => void;
}

/** Creates a counter reading the React root rendered into `container()` (a function: the container may not exist yet). */
export function createRenderCounter(container: () => Element): RenderCounter {
  let rendered: RenderedComponent[] = [];
  let commits = 0;
  return {
    onRender: () => {
      commits++;
      collect(hostRoot(container()).child, rendered);
    },
    rendered: () => rendered,
    commits: () => commits,
    reset: () => {
      rendered = [];
      commits = 0;
    },
  };
}
