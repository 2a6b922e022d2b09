import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

it('shows examples/quickstart.ts in the README verbatim (the file CI runs against a live server)', () => {
  const example = read('../examples/quickstart.ts');
  expect(read('../README.md')).toContain(`\`\`\`ts\n${example}\`\`\``);
});
