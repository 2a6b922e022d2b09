import type { NnnInputMethod, RentInputMode, RevenueInputType } from './schema.js';

export type { NnnInputMethod, RentInputMode, RevenueInputType };

/** A user account as the repositories return it. `passwordHash` never leaves the API. */
export interface User {
  id: number;
  email: string;
  passwordHash: string;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A server-side session. */
export interface Session {
  id: string;
  userId: number;
  createdAt: Date;
  expiresAt: Date;
  idleExpiresAt: Date;
}

/** One lease of a property's rent roll, as entered (dates are yyyy-mm-dd text). */
export interface TenantLeaseInput {
  tenantName: string;
  sqftLeased: number;
  rentPerSqft: number;
  /** Months. */
  leaseTerm: number;
  /** Months; default 0. */
  freeMonths?: number;
  /** Default 0. */
  tenantImprovements?: number;
  /** Percent per year; default 3. */
  annualRentIncrease?: number;
  startDate: string;
  endDate: string;
}

/** A stored lease: the input fields (defaults applied) plus its ids. */
export interface TenantLease extends Required<TenantLeaseInput> {
  id: number;
  propertyId: number;
}

/**
 * The save payload (the engine's `propertyPayloadSchema` output fits it). Fields other than
 * purchasePrice, sqft and interestRate may be left out and get underwriting.md §1 defaults.
 */
export interface PropertyInput {
  /** Present when updating an existing project. */
  id?: number | null;
  name?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  propertyType?: string | null;
  yearBuilt?: number | null;
  purchasePrice: number;
  sqft: number;
  holdPeriod?: number;
  annualRent?: number;
  otherIncome?: number;
  vacancyRate?: number;
  propertyTaxes?: number;
  insurance?: number;
  maintenance?: number;
  managementFees?: number;
  repairs?: number;
  otherExpenses?: number;
  downPaymentPercent?: number;
  interestRate: number;
  loanTerm?: number;
  marketCapRate?: number | null;
  exitCapRate?: number | null;
  appreciationRate?: number;
  nnnChargesPerSqft?: number;
  isNnnLease?: boolean;
  isInterestOnly?: boolean;
  rentEscalationRate?: number;
  nnnEscalationRate?: number;
  revenueInputType?: RevenueInputType;
  rentInputMode?: RentInputMode;
  nnnInputMethod?: NnnInputMethod;
  closingCostsPercent?: number;
  sellingCostsPercent?: number;
  discountRate?: number | null;
  tenantLeases?: TenantLeaseInput[];
}

/** A saved project with every stored field and its rent roll in entry order. */
export interface Property {
  id: number;
  userId: number;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  propertyType: string | null;
  yearBuilt: number | null;
  purchasePrice: number;
  sqft: number;
  holdPeriod: number;
  annualRent: number;
  otherIncome: number;
  vacancyRate: number;
  propertyTaxes: number;
  insurance: number;
  maintenance: number;
  managementFees: number;
  repairs: number;
  otherExpenses: number;
  downPaymentPercent: number;
  interestRate: number;
  loanTerm: number;
  marketCapRate: number | null;
  exitCapRate: number | null;
  appreciationRate: number;
  nnnChargesPerSqft: number;
  isNnnLease: boolean;
  isInterestOnly: boolean;
  rentEscalationRate: number;
  nnnEscalationRate: number;
  revenueInputType: RevenueInputType;
  rentInputMode: RentInputMode;
  nnnInputMethod: NnnInputMethod;
  closingCostsPercent: number;
  sellingCostsPercent: number;
  discountRate: number | null;
  createdAt: Date;
  updatedAt: Date;
  lastAccessedAt: Date | null;
  tenantLeases: TenantLease[];
}

/** A project without its rent roll (admin listing). */
export type PropertySummary = Omit<Property, 'tenantLeases'>;

/** A row of the admin list: the user (no password hash) with their projects. */
export interface UserWithProperties {
  id: number;
  email: string;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: Date;
  updatedAt: Date;
  propertyCount: number;
  /** Most recently updated first, without rent rolls. */
  properties: PropertySummary[];
}

/** A blog post without its body (list view). */
export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  summary: string;
  metaDescription: string;
  keywords: string;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A full blog post. */
export interface BlogPost extends BlogPostSummary {
  content: string;
}

/** Lead form input. */
export interface LeadInput {
  fullName: string;
  email: string;
  phone?: string | null;
  includeCalculator?: boolean;
}

/** A stored lead. */
export interface Lead {
  id: number;
  fullName: string;
  email: string;
  phone: string | null;
  includeCalculator: boolean;
  emailSent: boolean;
  createdAt: Date;
}

/** Contact form input. */
export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
}

/** A stored contact message. */
export interface ContactMessage extends ContactMessageInput {
  id: number;
  createdAt: Date;
}

/** Outcome of one rate-limited attempt. */
export interface RateLimitResult {
  allowed: boolean;
  /** 0 when allowed; otherwise whole seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
}
