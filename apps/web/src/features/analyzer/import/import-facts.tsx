import { formatNumber, type ParsedRentRoll } from '@cre/underwriting';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import type { AnalyzerFormValues } from '../model/form-values';

/** What the file states beyond its leases that the form may take: which of them the user keeps. */
export interface FileFactsChoice {
  asOf: boolean;
  area: boolean;
  property: boolean;
}

/** Every fact taken (the default): the file knows better than the form's defaults. */
export const TAKE_ALL: FileFactsChoice = { asOf: true, area: true, property: true };

/** `yyyy-mm-dd` as m/d/yyyy. */
const usDate = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}/${iso.slice(0, 4)}`;

/** The property's name and address as the file gives them, in one line ('' when it gives neither). */
function propertyText(parsed: ParsedRentRoll): string {
  return [parsed.property.name, parsed.property.address].filter(Boolean).join(', ');
}

/**
 * The form values with what the file knows taken in, as chosen: the as-of date as the analysis
 * date, the building's area, the property's name and address (each only when the file states it).
 */
export function takeFileFacts(
  values: AnalyzerFormValues,
  parsed: ParsedRentRoll,
  asOf: string,
  choice: FileFactsChoice,
): AnalyzerFormValues {
  const next = { ...values };
  if (choice.asOf) next.asOf = asOf;
  if (choice.area && parsed.buildingSqft !== null && parsed.buildingSqft > 0) next.sqft = parsed.buildingSqft;
  if (choice.property) {
    if (parsed.property.name) next.name = parsed.property.name;
    if (parsed.property.address) next.address = parsed.property.address;
  }
  return next;
}

/** "Also take from the file": the as-of date, the building's area, the property (those it states). */
export const FileFacts = memo(function FileFacts({
  parsed,
  asOf,
  choice,
  onChange,
}: {
  parsed: ParsedRentRoll;
  asOf: string;
  choice: FileFactsChoice;
  onChange: (next: FileFactsChoice) => void;
}) {
  const property = propertyText(parsed);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Also take from the file
      </Text>
      <Group gap="lg" wrap="wrap">
        <Checkbox
          label={`As-of date ${usDate(asOf)} (the analysis date)`}
          checked={choice.asOf}
          onChange={(event) => onChange({ ...choice, asOf: event.currentTarget.checked })}
        />
        {parsed.buildingSqft !== null ? (
          <Checkbox
            label={`Building area ${formatNumber(parsed.buildingSqft)} sq ft`}
            checked={choice.area}
            onChange={(event) => onChange({ ...choice, area: event.currentTarget.checked })}
          />
        ) : null}
        {property !== '' ? (
          <Checkbox
            label={`Property: ${property}`}
            checked={choice.property}
            onChange={(event) => onChange({ ...choice, property: event.currentTarget.checked })}
          />
        ) : null}
      </Group>
    </Stack>
  );
});
