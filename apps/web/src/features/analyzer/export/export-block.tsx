import type { ReadyTargets } from '@cre/underwriting';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconFileTypeXls, IconFileZip } from '@tabler/icons-react';
import { readyTargetsStore } from '../goal-seek/ready-targets';
import type { Calculation } from '../model/calculation';
import type { RiskExport } from '../report/risk-sections';
import type { ScenarioTable } from '../scenarios/scenario-export';
import { downloadAnalysisCsv, openAnalysisPdf } from './export-files';
import { useExportAction } from './use-export-action';
import { downloadAnalysisWorkbook } from './workbook/download-workbook';

/**
 * Export Analysis: the last calculation as a CSV download, an Excel workbook with live formulas, a
 * PDF report opened in a new window, or the IC package (the PDF and the workbook in one zip named
 * after the property and the date, issue 26). The page renders it only after a calculation; with
 * `calculation` null (none yet) every button is disabled. `targets` are the "What You Can Pay"
 * targets for the CSV and the PDF; by default the open project's (read when the button is clicked,
 * so that editing them does not redraw this block), else 15% IRR, 1.25x DSCR, 8% cash-on-cash.
 * `risk` gives the Risk card's settings and last simulation for the Risk sections of every export
 * (read when a button is clicked); without it (or when it gives undefined) the exports use the
 * project settings' defaults: the tornado alone.
 */
export function ExportBlock({
  calculation,
  targets,
  scenarios,
  risk,
}: {
  calculation: Calculation | null;
  targets?: ReadyTargets;
  /** The scenario comparison to export, read when a button is clicked (null without variants). */
  scenarios?: () => ScenarioTable | null;
  /** The page's risk settings and last simulation, read when a button is clicked. */
  risk?: () => RiskExport | undefined;
}) {
  const workbook = useExportAction('Failed to generate the Excel workbook.', async () => {
    if (calculation) await downloadAnalysisWorkbook(calculation, new Date(), scenarios?.() ?? null, risk?.());
  });
  const pdf = useExportAction('Failed to generate the PDF report.', async () => {
    if (!calculation) return;
    await openAnalysisPdf(
      calculation,
      new Date(),
      targets ?? readyTargetsStore.get(),
      scenarios?.() ?? null,
      risk?.(),
    );
  });
  // The package code (and fflate) is its own chunk, fetched on the first click like pdfmake and exceljs.
  const icPackage = useExportAction('Failed to generate the IC package.', async () => {
    if (!calculation) return;
    const { downloadIcPackage } = await import('./ic-package');
    await downloadIcPackage(calculation, {
      now: new Date(),
      targets: targets ?? readyTargetsStore.get(),
      scenarios: scenarios?.() ?? null,
      risk: risk?.(),
    });
  });
  const disabled = calculation === null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={3}>Export Analysis</Title>
        <Text size="sm" c="dimmed">
          Download the inputs, rent roll and results as a CSV, an Excel workbook whose formulas recalculate,
          or open a printable PDF report. The IC package holds the PDF and the workbook in one zip.
        </Text>
        <Group>
          <Button
            leftSection={<IconFileSpreadsheet size={18} />}
            variant="light"
            disabled={disabled}
            onClick={() =>
              calculation &&
              downloadAnalysisCsv(
                calculation,
                new Date(),
                targets ?? readyTargetsStore.get(),
                scenarios?.() ?? null,
                risk?.(),
              )
            }
          >
            Export CSV
          </Button>
          <Button
            leftSection={<IconFileTypeXls size={18} />}
            variant="light"
            disabled={disabled}
            onClick={workbook.start}
            loading={workbook.busy}
          >
            Export Excel
          </Button>
          <Button
            leftSection={<IconFileTypePdf size={18} />}
            disabled={disabled}
            onClick={pdf.start}
            loading={pdf.busy}
          >
            Export PDF
          </Button>
          <Button
            leftSection={<IconFileZip size={18} />}
            disabled={disabled}
            onClick={icPackage.start}
            loading={icPackage.busy}
          >
            Download IC package
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
