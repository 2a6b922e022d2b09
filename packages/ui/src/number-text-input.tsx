import { formatNumberInput, parseNumberInput, sanitizeNumberInput } from '@cre/underwriting';
import { TextInput, type TextInputProps } from '@mantine/core';
import { type ChangeEvent, useEffect, useState } from 'react';

/** Props of {@link NumberTextInput}. */
export interface NumberTextInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'type'> {
  /** Current numeric value; null/undefined shows an empty field. */
  value: number | null | undefined;
  /** Receives the parsed number (0 for blank), or null for blank when `allowEmpty` is set. */
  onChange: (value: number | null) => void;
  /** Allow one decimal point (default true). */
  allowDecimal?: boolean;
  /** Blank means "not set" (null) instead of 0, e.g. for optional cap rates. */
  allowEmpty?: boolean;
  /** Accept one leading minus sign (default false). */
  allowNegative?: boolean;
}

function display(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : formatNumberInput(value);
}

/**
 * A text field for numbers: accepts only digits and commas (plus one decimal point when
 * decimals are allowed, and a leading minus sign when negatives are), shows thousands separators and re-formats on blur. Built on the
 * engine's `sanitizeNumberInput`, `parseNumberInput` and `formatNumberInput`.
 */
export function NumberTextInput({
  value,
  onChange,
  allowDecimal = true,
  allowEmpty = false,
  allowNegative = false,
  onBlur,
  onFocus,
  ...rest
}: NumberTextInputProps) {
  const [text, setText] = useState(() => display(value));
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!focused) setText(display(value));
  }, [value, focused]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const cleaned = sanitizeNumberInput(event.currentTarget.value, {
      decimals: allowDecimal,
      negative: allowNegative,
    });
    // A lone "-" is the start of a negative number: keep it on screen while it means 0.
    setText(cleaned.trim() === '' || cleaned === '-' ? cleaned : formatNumberInput(cleaned));
    if (allowEmpty && cleaned.trim() === '') onChange(null);
    else onChange(parseNumberInput(cleaned));
  };

  return (
    <TextInput
      {...rest}
      inputMode={allowNegative ? 'text' : allowDecimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      value={text}
      onChange={handleChange}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        const trimmed = text.trim();
        setText(allowEmpty && trimmed === '' ? '' : display(parseNumberInput(trimmed)));
        onBlur?.(event);
      }}
    />
  );
}
