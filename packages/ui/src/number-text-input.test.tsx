import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { NumberTextInput } from './number-text-input';

function Harness({
  allowDecimal,
  allowEmpty,
  allowNegative,
  initial,
}: {
  allowDecimal?: boolean;
  allowEmpty?: boolean;
  allowNegative?: boolean;
  initial: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumberTextInput
        label="Purchase Price"
        value={value}
        onChange={setValue}
        allowDecimal={allowDecimal}
        allowEmpty={allowEmpty}
        allowNegative={allowNegative}
      />
      <output data-testid="value">{value === null ? 'null' : String(value)}</output>
    </>
  );
}

describe('NumberTextInput', () => {
  it('shows the value with thousands separators', () => {
    renderUi(<Harness initial={1250000} />);
    expect(screen.getByLabelText('Purchase Price')).toHaveValue('1,250,000');
  });

  it('accepts only digits, commas and one decimal point, grouping as you type', async () => {
    const { user } = renderUi(<Harness initial={null} />);
    const input = screen.getByLabelText('Purchase Price');
    await user.type(input, '12a34.5.6x');
    expect(input).toHaveValue('1,234.56');
    expect(screen.getByTestId('value')).toHaveTextContent('1234.56');
  });

  it('drops the decimal point when decimals are not allowed', async () => {
    const { user } = renderUi(<Harness initial={null} allowDecimal={false} />);
    const input = screen.getByLabelText('Purchase Price');
    await user.type(input, '60.5');
    expect(input).toHaveValue('605');
    expect(screen.getByTestId('value')).toHaveTextContent('605');
  });

  it('re-formats on blur and turns a blank entry into 0', async () => {
    const { user } = renderUi(<Harness initial={500} />);
    const input = screen.getByLabelText('Purchase Price');
    await user.clear(input);
    expect(screen.getByTestId('value')).toHaveTextContent('0');
    await user.tab();
    expect(input).toHaveValue('0');
  });

  it('keeps a blank optional field unset', async () => {
    const { user } = renderUi(<Harness initial={6.5} allowEmpty />);
    const input = screen.getByLabelText('Purchase Price');
    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });

  it('accepts a leading minus sign only where negatives are allowed', async () => {
    const { user } = renderUi(<Harness initial={null} allowNegative />);
    const input = screen.getByLabelText('Purchase Price');
    await user.type(input, '-');
    expect(input).toHaveValue('-');
    await user.type(input, '2.5-');
    expect(input).toHaveValue('-2.5');
    expect(screen.getByTestId('value')).toHaveTextContent('-2.5');
    await user.tab();
    expect(input).toHaveValue('-2.5');
  });

  it('rejects a minus sign by default', async () => {
    const { user } = renderUi(<Harness initial={null} />);
    const input = screen.getByLabelText('Purchase Price');
    await user.type(input, '-25');
    expect(input).toHaveValue('25');
    expect(screen.getByTestId('value')).toHaveTextContent('25');
  });
});
