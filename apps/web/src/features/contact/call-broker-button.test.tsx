import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { CallBrokerButton } from './call-broker-button';

const DESKTOP_UA = navigator.userAgent;

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value });
}

describe('CallBrokerButton', () => {
  afterEach(() => {
    setUserAgent(DESKTOP_UA);
    vi.restoreAllMocks();
  });

  it('opens the contact dialog on desktop', async () => {
    const { user } = renderWithProviders(<CallBrokerButton />);
    await user.click(await screen.findByRole('button', { name: 'Contact' }));
    expect(
      await screen.findByRole('dialog', { name: `Contact ${testConfig.brokerName}` }),
    ).toBeInTheDocument();
    expect(screen.getByText(testConfig.brokerPhone)).toBeInTheDocument();
  });

  it('follows the tel: link directly on a phone', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const { user, queryClient } = renderWithProviders(<CallBrokerButton />);
    setUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148');
    await vi.waitFor(() =>
      expect(queryClient.getQueryData([['config', 'get'], { type: 'query' }])).toEqual(testConfig),
    );
    await user.click(screen.getByRole('button', { name: 'Contact' }));
    expect(clicked).toEqual(['tel:5552017788']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
