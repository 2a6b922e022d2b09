import { describe, expectTypeOf, it } from 'vitest';
import type { RouterOutputs } from '../src/index.js';

/** Checked by `tsc` (the package's typecheck covers the tests); vitest only runs the shell. */
describe('the router types clients see', () => {
  it('types properties.list as the projects themselves, not the JSON text they travel as', () => {
    type List = RouterOutputs['properties']['list'];
    expectTypeOf<List>().toEqualTypeOf<RouterOutputs['properties']['save'][]>();
    expectTypeOf<List[number]['tenantLeases'][number]['propertyId']>().toEqualTypeOf<number>();
    expectTypeOf<List[number]['createdAt']>().toEqualTypeOf<string>();
  });
});
