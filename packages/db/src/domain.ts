import type {
  TenantLease as EngineTenantLease,
  NnnInputMethod,
  PropertyPayloadInput,
  RentInputMode,
  RevenueInputType,
  RiskSettings,
  StoredPropertyFields,
  TenantLeaseValues,
  tenantLeaseSchema,
} from '@cre/underwriting';
import type { z } from 'zod';

export type { NnnInputMethod, RentInputMode, RevenueInputType, RiskSettings };

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

/** One lease of a property's rent roll, as entered (the engine's lease input; defaults optional). */
export type TenantLeaseInput = z.input<typeof tenantLeaseSchema>;

/** One dated rent change of a lease: the rent per sq ft per year from `date` (yyyy-mm-dd) on. */
export type RentStep = NonNullable<TenantLeaseValues['rentSteps']>[number];

/**
 * The fields of a stored lease: every field of the engine's lease with its default applied,
 * the lease detail of underwriting.md section 11.1 included. A null suite or rent-step list is
 * stored as its default (`''`: no suite, `[]`: no steps), so they are never null once stored;
 * a null recovery type or market rent stays null (its default: the property's).
 */
export interface StoredLeaseFields extends Required<Omit<EngineTenantLease, 'suite' | 'rentSteps'>> {
  /** The suite as entered (not trimmed); `''` when the lease names none. */
  suite: string;
  /** The rent steps in date order; `[]` when the lease has none. */
  rentSteps: RentStep[];
}

/**
 * A stored lease: the lease fields (defaults applied) plus its ids. The repositories always fill
 * the lease detail of section 11.1 (as {@link StoredLeaseFields}); the type keeps it optional, as
 * the engine's lease has it, so that a save payload's lease with ids stays a `TenantLease` (the web
 * app's tests build saved projects that way).
 */
export interface TenantLease extends EngineTenantLease {
  id: number;
  propertyId: number;
}

/**
 * The save payload (the engine's `propertyPayloadSchema` input). Fields other than
 * purchasePrice, sqft and interestRate may be left out and get their schema defaults.
 */
export interface PropertyInput extends Omit<PropertyPayloadInput, 'id'> {
  /** Present when updating an existing project. */
  id?: number | null;
  /**
   * The version the edit was based on (with `id`): the save is refused with a
   * `SaveConflictError` when the project has changed since. Left out: the save overwrites
   * whatever is stored (last writer wins).
   */
  version?: number | null;
  /** The ready answers' targets; null or left out: the defaults (15 % IRR, 1.25x DSCR, 8 % cash-on-cash). */
  readyTargets?: ReadyTargets | null;
  /** What to check about the leases, by rent-roll position; null, [] or left out: none flagged. */
  leaseReviews?: LeaseReview[] | null;
  /**
   * The risk card's settings (tornado metric, runs, seed, simulated variables, IRR targets), as
   * the engine's `riskSettingsObject` checked them; null or left out: the card's defaults (a save
   * replaces them, like the ready targets).
   */
  riskSettings?: RiskSettings | null;
  /** The project's scenario variants, in order; left out: the stored ones are kept. */
  scenarios?: ScenarioVariant[];
}

/** A named variant of a project's inputs: overrides of engine input keys (Base is the project itself). */
export interface ScenarioVariant {
  name: string;
  overrides: Record<string, unknown>;
}

/** One thing to check about a lease, as an import words it: a code and a sentence. */
export interface ReviewFlag {
  code: string;
  message: string;
}

/** The review flags of the lease at `position` (0-based, rent-roll order). */
export interface LeaseReview {
  position: number;
  flags: ReviewFlag[];
}

/** The targets of goal seek's ready answers: IRR and cash-on-cash in percent, DSCR as a multiple. */
export interface ReadyTargets {
  irr: number;
  dscr: number;
  cashOnCash: number;
}

/** A saved project: ids, every stored field (`storedPropertyObject`), dates and rent roll. */
export interface Property extends StoredPropertyFields {
  id: number;
  userId: number;
  /** The ready answers' targets the project was saved with; null: the defaults. */
  readyTargets: ReadyTargets | null;
  /** The leases still to review, by rent-roll position ([] when none is flagged). */
  leaseReviews: LeaseReview[];
  /** The risk card's settings the project was saved with; null: the card's defaults. */
  riskSettings: RiskSettings | null;
  /** 1 when created, one more at every save; a save may name it to refuse overwriting a newer one. */
  version: number;
  createdAt: Date;
  updatedAt: Date;
  lastAccessedAt: Date | null;
  tenantLeases: TenantLease[];
  /** The scenario variants, in order (Base, the project's own inputs, is not among them). */
  scenarios: ScenarioVariant[];
}

/** A project without its rent roll (admin listing). */
export type PropertySummary = Omit<Property, 'tenantLeases' | 'scenarios'>;

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
