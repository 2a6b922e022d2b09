/** A valid lease of the rent roll, as the schema tests start from. */
export const SAMPLE_LEASE = {
  tenantName: 'Coffee Shop',
  sqftLeased: 1500,
  rentPerSqft: 38,
  leaseTerm: 60,
  startDate: '2024-01-01',
  endDate: '2028-12-31',
};
