import { analyze } from '@cre/underwriting';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { buildReportDefinition } from '../src/features/analyzer/export/pdf-definition';
import { toAnalysisInput } from '../src/features/analyzer/model/deal-mapping';
import type { AnalyzerFormValues } from '../src/features/analyzer/model/form-values';
import { FIXTURE_AS_OF, officeDeal } from './analyzer-fixtures';
import type { RenderedPdf } from './pdf-node-render';

/** Test support (the PDF memo tests): the report date every memo test prints. */
export const GENERATED = new Date(2026, 10, 22, 9, 30);

/** A deal's calculation as of the fixtures' date. */
export const calculationOf = (values: AnalyzerFormValues) => ({
  values,
  asOf: FIXTURE_AS_OF,
  result: analyze(toAnalysisInput(values, FIXTURE_AS_OF)),
});

/** The office deal with closing and selling costs and a discount rate, so every figure shows. */
export const costedOffice = (): AnalyzerFormValues => ({
  ...officeDeal(),
  closingCostsPercent: 1.5,
  sellingCostsPercent: 2,
  discountRate: 8,
});

/**
 * Renders a deal's report with `renderPdf` (the test file's `usePdfRenderer()`); `flat` is its text
 * with runs of spaces and line breaks squashed to one space.
 */
export function memoReport(renderPdf: (definition: TDocumentDefinitions) => Promise<RenderedPdf>) {
  return async (values: AnalyzerFormValues) => {
    const calculation = calculationOf(values);
    const pdf = await renderPdf(buildReportDefinition(calculation, { generatedAt: GENERATED }));
    return { ...pdf, flat: pdf.text.replace(/\s+/g, ' '), calculation };
  };
}
