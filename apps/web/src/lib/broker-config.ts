import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Public configuration served by `config.get`: product title, broker details and admin email. */
export interface BrokerConfig {
  productTitle: string;
  brokerName: string;
  brokerPhone: string;
  brokerEmail: string;
  brokerLicense: string;
  brokerAddress: string;
  adminEmail: string;
  developmentMode: boolean;
}

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
  return {
    config: query.data as BrokerConfig | undefined,
    isLoading: query.isLoading,
    isError: query.isError,
  };
}
