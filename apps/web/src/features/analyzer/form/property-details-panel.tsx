import { parseIntegerInput } from '@cre/underwriting';
import { Autocomplete, SimpleGrid, TextInput } from '@mantine/core';
import { memo } from 'react';
import type { FormBinding } from '../model/form-binding';
import type { TextField } from '../model/form-values';
import { NumberField } from './number-field';
import { PanelCard } from './panel-card';
import { useFieldError, useFormValue } from './use-form-store';

/** Suggestions for the property type (any text is accepted). */
export const PROPERTY_TYPES = [
  'Office',
  'Retail',
  'Industrial',
  'Flex',
  'Medical Office',
  'Mixed Use',
  'Multifamily',
  'Self Storage',
  'Hospitality',
  'Land',
  'Other',
];

const Text = memo(function Text({
  binding,
  field,
  label,
}: {
  binding: FormBinding;
  field: TextField;
  label: string;
}) {
  return (
    <TextInput
      label={label}
      value={useFormValue(binding, (values) => values[field])}
      onChange={(event) => binding.set(field, event.currentTarget.value)}
      onBlur={() => binding.touch(field)}
      error={useFieldError(binding, field)}
      autoComplete="off"
    />
  );
});

const PropertyType = memo(function PropertyType({ binding }: { binding: FormBinding }) {
  return (
    <Autocomplete
      label="Property Type"
      data={PROPERTY_TYPES}
      value={useFormValue(binding, (values) => values.propertyType)}
      onChange={(value) => binding.set('propertyType', value)}
      onBlur={() => binding.touch('propertyType')}
      error={useFieldError(binding, 'propertyType')}
    />
  );
});

const YearBuilt = memo(function YearBuilt({ binding }: { binding: FormBinding }) {
  const yearBuilt = useFormValue(binding, (values) => values.yearBuilt);
  return (
    <TextInput
      label="Year Built"
      inputMode="numeric"
      autoComplete="off"
      value={yearBuilt === null ? '' : String(yearBuilt)}
      onChange={(event) => {
        const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 4);
        binding.set('yearBuilt', digits === '' ? null : parseIntegerInput(digits));
      }}
      onBlur={() => binding.touch('yearBuilt')}
      error={useFieldError(binding, 'yearBuilt')}
    />
  );
});

/**
 * Property Details: identity and location, price and size, hold period and valuation assumptions.
 * Memoised; each field reads its own value from the form store.
 */
export const PropertyDetailsPanel = memo(function PropertyDetailsPanel({
  binding,
}: {
  binding: FormBinding;
}) {
  return (
    <PanelCard title="Property Details">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Text binding={binding} field="name" label="Property Name" />
        <PropertyType binding={binding} />
        <Text binding={binding} field="address" label="Address" />
        <Text binding={binding} field="city" label="City" />
        <Text binding={binding} field="state" label="State" />
        <Text binding={binding} field="zipCode" label="Zip Code" />
        <YearBuilt binding={binding} />
        <NumberField binding={binding} field="purchasePrice" label="Purchase Price" unit="$" />
        <NumberField binding={binding} field="sqft" label="Square Feet" />
        <NumberField binding={binding} field="holdPeriod" label="Hold Period (years)" allowDecimal={false} />
        <NumberField
          binding={binding}
          field="marketCapRate"
          label="Market Cap Rate"
          unit="%"
          optional
          description="Optional: values the property at NOI / cap rate"
        />
        <NumberField
          binding={binding}
          field="appreciationRate"
          label="Appreciation Rate"
          unit="%"
          allowNegative
        />
      </SimpleGrid>
    </PanelCard>
  );
});
