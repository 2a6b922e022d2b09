import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppQueryClient } from './lib/query-client';
import { createAppTrpc, createAppTrpcClient } from './lib/trpc';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const queryClient = createAppQueryClient();
const trpcClient = createAppTrpcClient();
const router = createAppRouter({ queryClient, trpc: createAppTrpc(trpcClient, queryClient) });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
