import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { creTheme } from '../src/theme';
import { ToastArea } from '../src/toast-area';

/** Renders `ui` inside MantineProvider with the toast area, returning a user-event instance. */
export function renderUi(ui: ReactNode) {
  const user = userEvent.setup();
  const view = render(
    <MantineProvider theme={creTheme}>
      <ToastArea />
      {ui}
    </MantineProvider>,
  );
  return { ...view, user };
}
