import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Money } from './money';

describe('Money', () => {
  it('shows US dollars without cents', () => {
    renderUi(<Money value={1250000.4} data-testid="m" />);
    expect(screen.getByTestId('m')).toHaveTextContent('$1,250,000');
  });
});
