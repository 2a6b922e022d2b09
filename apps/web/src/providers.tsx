import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { creCssVariablesResolver, creTheme, ToastArea } from '@cre/ui';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type AppTrpcClient, TRPCProvider } from './lib/trpc';

/** Props of {@link AppProviders}. */
export interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: AppTrpcClient;
  children: ReactNode;
}

/**
 * Everything a screen needs around it: Mantine (theme, colour scheme following the system),
 * the toast area (one toast at a time, 5 s, F8 to reach it, swipe right to dismiss), TanStack Query and the tRPC bindings.
 */
export function AppProviders({ queryClient, trpcClient, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={creTheme}
      defaultColorScheme="auto"
      cssVariablesResolver={creCssVariablesResolver}
    >
      <ToastArea />
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
