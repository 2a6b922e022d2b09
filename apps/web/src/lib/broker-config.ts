import { useQuery } from '@tanstack/react-query';
import type { BrokerConfig } from './api-types';
import { useTRPC } from './trpc';

export type { BrokerConfig } from './api-types';

/**
 * The broker and product configuration from the server (`config.get`), loaded once and cached
 * for the session. `config` is undefined until it arrives.
 */
export function useBrokerConfig(): {
  config: BrokerConfig | undefined;
  isLoading: boolean;
  isError: boolean;
} {
  const trpc = useTRPC();
  const query = useQuery(trpc.config.get.queryOptions());
  return { config: query.data, isLoading: query.isLoading, isError: query.isError };
}
