import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { AppHeader } from './app-header';

describe('AppHeader', () => {
  it('shows the title, badge, subtitle and actions', () => {
    renderUi(
      <AppHeader
        title="CRE Sale Analyzer"
        badge="Dashboard"
        subtitle="Welcome, a@b.com"
        actions={<Button>Logout</Button>}
      />,
    );
    expect(screen.getByText('CRE Sale Analyzer')).toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
    expect(screen.getByText('Welcome, a@b.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('renders the title as a heading when asked', () => {
    renderUi(<AppHeader title="Property Sale Analyzer" titleOrder={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Property Sale Analyzer' })).toBeInTheDocument();
  });
});
