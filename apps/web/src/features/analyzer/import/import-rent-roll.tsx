import { Alert, Box, Button, FileButton, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { type DragEvent, memo, useState } from 'react';
import { showToast } from '../../../lib/toast';
import type { FormBinding } from '../model/form-binding';
import { withReview } from '../model/review-flags';
import { applyImport, type ImportMode } from './apply-import';
import { FileFacts, type FileFactsChoice, TAKE_ALL, takeFileFacts } from './import-facts';
import { ImportLayoutControls, SkippedRows } from './import-layout';
import { ColumnMappingSelects, ImportPreview } from './import-preview';
import { IMPORT_ACCEPT } from './read-sheet';
import { type RentRollImport, useRentRollImport } from './use-rent-roll-import';

/** Where a file is dropped or chosen. */
function DropZone({ state }: { state: RentRollImport }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) void state.load(file);
  };
  return (
    <Box
      data-testid="import-drop-zone"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      p="xl"
      ta="center"
      style={{
        border: `2px dashed var(--mantine-color-${over ? 'blue-6' : 'gray-4'})`,
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap="sm" align="center">
        <Text>Drop a broker's rent roll here (.csv or .xlsx), or</Text>
        <FileButton onChange={(file) => file && void state.load(file)} accept={IMPORT_ACCEPT}>
          {(props) => (
            <Button {...props} loading={state.reading}>
              Choose File
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          Title rows, totals rows and vacant suites are recognised; the file is read in your browser.
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * "Import Rent Roll": a .csv or .xlsx rent roll (chosen or dropped) read in the browser, its column
 * mapping shown and changeable, a preview with the rows that need checking marked, then "Replace"
 * or "Append" into the lease roll.
 */
export const ImportRentRollButton = memo(function ImportRentRollButton({
  binding,
  buildingSqft,
  asOf,
}: {
  binding: FormBinding;
  buildingSqft: number;
  asOf: string;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const state = useRentRollImport(buildingSqft, asOf);
  const [take, setTake] = useState<FileFactsChoice>(TAKE_ALL);
  const { parsed } = state;
  const finish = () => {
    close();
    state.reset();
    setTake(TAKE_ALL);
  };
  const importAs = (mode: ImportMode) => {
    if (!parsed) return;
    let outcome = { added: 0, leftOut: 0 };
    // each lease keeps what the analyst must check about it (the lease roll's "Needs review")
    const leases = parsed.leaseRows.map((item) => withReview(item.lease, item.flags));
    binding.update((values) => {
      const applied = applyImport(values.tenantLeases, leases, mode);
      outcome = applied;
      return { ...takeFileFacts(values, parsed, state.effectiveAsOf, take), tenantLeases: applied.leases };
    });
    showToast({
      title: 'Rent Roll Imported',
      message:
        `${outcome.added === 1 ? '1 tenant' : `${outcome.added} tenants`} imported from ${state.fileName ?? 'the file'}.` +
        (outcome.leftOut > 0
          ? ` ${outcome.leftOut} did not fit: a rent roll holds at most 500 tenants.`
          : ''),
      color: outcome.leftOut > 0 ? 'yellow' : 'green',
    });
    finish();
  };
  return (
    <>
      <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={open}>
        Import Rent Roll
      </Button>
      <Modal opened={opened} onClose={finish} title="Import Rent Roll" size="70rem">
        <Stack gap="md">
          {state.error ? (
            <Alert color="red" title="Could not read the file">
              {state.error}
            </Alert>
          ) : null}
          {parsed === null ? (
            <DropZone state={state} />
          ) : (
            <>
              <Group justify="space-between" align="flex-end">
                <Text fw={500}>{state.fileName}</Text>
                {state.sheets.length > 1 ? (
                  <Select
                    label="Sheet"
                    data={state.sheets.map((sheet, i) => ({ value: String(i), label: sheet.name }))}
                    value={String(state.sheetIndex)}
                    allowDeselect={false}
                    onChange={(value) => value !== null && state.chooseSheet(Number(value))}
                  />
                ) : null}
              </Group>
              {parsed.headerRow === null ? (
                <Alert color="yellow" title="No header row found">
                  Map the columns below: no row of this sheet names its columns the way rent rolls do.
                </Alert>
              ) : null}
              <ImportLayoutControls
                parsed={parsed}
                rowCount={state.sheets[state.sheetIndex]?.rows.length ?? 0}
                choice={state.layout}
                effectiveAsOf={state.effectiveAsOf}
                onChange={state.setLayout}
              />
              <ColumnMappingSelects parsed={parsed} onMap={state.mapColumn} />
              <ImportPreview parsed={parsed} />
              <SkippedRows rows={parsed.skippedRows} />
              <FileFacts parsed={parsed} asOf={state.effectiveAsOf} choice={take} onChange={setTake} />
              <Group justify="flex-end">
                <Button variant="default" onClick={state.reset}>
                  Choose Another File
                </Button>
                <Button
                  variant="light"
                  onClick={() => importAs('append')}
                  disabled={parsed.leases.length === 0}
                >
                  Append
                </Button>
                <Button onClick={() => importAs('replace')} disabled={parsed.leases.length === 0}>
                  Replace
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Modal>
    </>
  );
});
