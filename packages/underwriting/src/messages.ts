/**
 * Validation messages that belong to no single numeric deal field: dates, text lengths, the rent
 * roll's size, tenant names, accounts, contact forms and ids. The limits they name are the
 * constants of `limits.ts`; the year built's range names the current year, so its message is
 * `yearBuiltRangeMessage()` there. The label and messages of each numeric deal or lease field are
 * declared next to its rule in `schema.ts`, which merges both into the exported `MESSAGES`.
 */
export const OTHER_MESSAGES = {
  revenueInputType: 'Revenue input type must be aggregate or individual',
  asOfRequired: 'As-of date is required for a rent roll',
  asOfInvalid: 'As-of date must be a valid date (yyyy-mm-dd)',
  tenantName: 'Tenant name is required',
  startDate: 'Start date is required',
  endDate: 'End date is required',
  startDateInvalid: 'Start date must be a valid date (yyyy-mm-dd)',
  endDateInvalid: 'End date must be a valid date (yyyy-mm-dd)',
  asOfRange: 'As-of date must be between 1900 and 2200',
  startDateRange: 'Start date must be between 1900 and 2200',
  endDateRange: 'End date must be between 1900 and 2200',
  nameMax: 'Property name must be at most 200 characters',
  addressMax: 'Address must be at most 200 characters',
  cityMax: 'City must be at most 200 characters',
  stateMax: 'State must be at most 200 characters',
  zipCodeMax: 'ZIP code must be at most 200 characters',
  propertyTypeMax: 'Property type must be at most 200 characters',
  tenantNameMax: 'Tenant name must be at most 200 characters',
  tenantLeasesMax: 'A rent roll can hold at most 500 tenants',
  email: 'Please enter a valid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  confirmPasswordRequired: 'Password confirmation is required',
  passwordsDontMatch: "Passwords don't match",
  passwordsDoNotMatch: 'Passwords do not match.',
  fullNameRequired: 'Full name is required',
  validEmailRequired: 'Valid email is required',
  contactNameRequired: 'Name is required',
  contactMessageRequired: 'Message is required',
  propertyId: 'Project id must be a positive whole number',
  yearBuilt: 'Year built must be a whole number',
  rentInputMode: 'Rent input mode must be perSqft, total or individual',
  nnnInputMethod: 'NNN input method must be perSqft, total or individual',
  projectionMode: 'Projection mode must be simple or leases',
  projectionNeedsRentRoll: 'Lease-by-lease projection needs the individual rent roll',
  endBeforeStart: 'End date must be on or after the start date',
} as const;
