import type { BrokerConfig, CurrentUser } from '../src/lib/api-types';

/** Broker configuration the mocked `config.get` answers with. */
export const testConfig: BrokerConfig = {
  productTitle: 'CRE Sale Analyzer',
  brokerName: 'Jordan Reyes',
  brokerPhone: '(555) 201-7788',
  brokerEmail: 'jordan@broker.test',
  brokerLicense: 'DRE #01928374',
  brokerAddress: '410 Harbor Blvd, Suite 200, Long Beach, CA 90802',
  adminEmail: 'admin@example.com',
  developmentMode: true,
};

/** A signed-in, unverified, non-admin user. */
export const testUser: CurrentUser = {
  id: 7,
  email: 'jane.doe@example.com',
  isEmailVerified: false,
  isAdmin: false,
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** The specific admin account (ADMIN_EMAIL). */
export const adminUser: CurrentUser = {
  id: 1,
  email: 'admin@example.com',
  isEmailVerified: true,
  isAdmin: true,
  createdAt: '2025-12-01T09:00:00.000Z',
};
