import { createHash } from 'node:crypto';
import { analyze } from '@cre/underwriting';
import type { Content } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import {
  FIXTURE_AS_OF,
  leaseByLeaseDeal,
  officeDeal,
  retailRentRoll,
} from '../../../../test/analyzer-fixtures';
import { toAnalysisInput } from '../model/deal-mapping';
import type { AnalyzerFormValues } from '../model/form-values';
import { buildAnalysisCsv } from './csv';
import { buildReportDefinition } from './pdf-definition';
import { WHAT_YOU_CAN_PAY_TITLE } from './what-you-can-pay';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * SHA-256 of the simple-mode exports as built at commit 40b7d25, before the lease-by-lease exports:
 * the CSV, and the PDF definition as 2-space JSON with functions written as "[function]". The
 * individual rent rolls' CSV gained one line since, `"Inputs","Projection","Simple growth"`
 * (where the form offers the choice), which is removed before hashing; and every heading now
 * stays with its content (`headlineLevel` and the definition's `pageBreakBefore`, layout hints
 * left out of the PDF hash), so the content is the same but no heading ends a page alone. Goal seek
 * (issue 16) added the "What you can pay" section to both (what-you-can-pay.test.ts checks it),
 * which is cut out before hashing: everything else is as it was.
 */
const BEFORE = {
  office: {
    csv: '5a62b227f603eb62bf745978060d88ec9283cf7be13ad4e0864ef23bccde0b54',
    pdf: 'e0e07454391e5f441aa920df6c92ba11a357745e3cf69e774bc08aec07622be1',
  },
  retail: {
    csv: 'f801acf841c09ff23ec0a68c65a0b0cfd5ba414ee8e39c47526aa8491e9b7c6c',
    pdf: 'de7fad3c8e981af61161400a1fda7d379282ae9750976e7730b15af21d73cb77',
  },
  cedarSimple: {
    csv: '979a1f1f247d7277d7352c1dbb8c2405d2ecb19589c4db4c4f5652e81006aafb',
    pdf: '2dc497ef5a1ed56ae04cff87a38a69e29338c9a1b134c21a48ce7314add1ea55',
  },
};

const DEALS: [keyof typeof BEFORE, () => AnalyzerFormValues][] = [
  ['office', officeDeal],
  ['retail', retailRentRoll],
  ['cedarSimple', () => ({ ...leaseByLeaseDeal(), projectionMode: 'simple' })],
];

const PROJECTION_LINE = '"Inputs","Projection","Simple growth"\r\n';

/** The CSV without its "What you can pay" section (an empty line, the title, the header, 3 rows). */
function withoutWhatYouCanPay(csv: string): string {
  const lines = csv.split('\r\n');
  const title = lines.indexOf(`"${WHAT_YOU_CAN_PAY_TITLE}"`);
  expect(lines[title - 1]).toBe('');
  lines.splice(title - 1, 6);
  return lines.join('\r\n');
}

/** The PDF content without its "What you can pay" section (its heading up to the next heading). */
function withoutWhatYouCanPayContent(content: Content[]): Content[] {
  const isHeading = (node: Content, text?: string) =>
    typeof node === 'object' &&
    node !== null &&
    'style' in node &&
    node.style === 'heading' &&
    (text === undefined || ('text' in node && node.text === text));
  const start = content.findIndex((node) => isHeading(node, WHAT_YOU_CAN_PAY_TITLE));
  expect(start).toBeGreaterThan(0);
  const end = content.findIndex((node, i) => i > start && isHeading(node));
  return [...content.slice(0, start), ...content.slice(end)];
}

describe('simple-mode exports', () => {
  it.each(DEALS)('%s: the CSV and the PDF definition are those built before leases mode', (name, deal) => {
    const values = deal();
    const result = analyze(toAnalysisInput(values, FIXTURE_AS_OF));
    const calculation = { values, asOf: FIXTURE_AS_OF, result };
    const csv = buildAnalysisCsv(calculation);
    const individual = values.rentInputMode === 'individual';
    expect(csv.includes(PROJECTION_LINE)).toBe(individual);
    expect(sha256(withoutWhatYouCanPay(csv).replace(PROJECTION_LINE, ''))).toBe(BEFORE[name].csv);
    const definition = buildReportDefinition(calculation, { generatedAt: new Date(2026, 10, 22, 9, 30) });
    const json = JSON.stringify(
      { ...definition, content: withoutWhatYouCanPayContent(definition.content as Content[]) },
      (key, v) =>
        key === 'headlineLevel' || key === 'pageBreakBefore'
          ? undefined
          : typeof v === 'function'
            ? '[function]'
            : v,
      2,
    );
    expect(sha256(`${json}\n`)).toBe(BEFORE[name].pdf);
  });
});
