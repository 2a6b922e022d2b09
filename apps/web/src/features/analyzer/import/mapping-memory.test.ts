import { describe, expect, it } from 'vitest';
import {
  MAPPINGS_STORAGE_KEY,
  MAX_REMEMBERED_MAPPINGS,
  rememberedMapping,
  rememberMapping,
} from './mapping-memory';

describe('remembered column mappings', () => {
  it('gives back the mapping chosen for the same headers, the newest choice winning', () => {
    expect(rememberedMapping('tenant|sf|rent')).toBeNull();
    rememberMapping('tenant|sf|rent', { 0: 'tenantName', 1: 'sqft', 2: 'annualRent' });
    rememberMapping('other', { 0: 'suite' });
    rememberMapping('tenant|sf|rent', { 0: 'tenantName', 1: 'sqft', 2: 'monthlyRent' });
    expect(rememberedMapping('tenant|sf|rent')).toEqual({ 0: 'tenantName', 1: 'sqft', 2: 'monthlyRent' });
    expect(rememberedMapping('other')).toEqual({ 0: 'suite' });
  });

  it(`keeps the ${MAX_REMEMBERED_MAPPINGS} newest and survives broken storage`, () => {
    for (let i = 0; i <= MAX_REMEMBERED_MAPPINGS; i++) rememberMapping(`sheet ${i}`, { 0: 'sqft' });
    expect(rememberedMapping('sheet 0')).toBeNull();
    expect(rememberedMapping(`sheet ${MAX_REMEMBERED_MAPPINGS}`)).toEqual({ 0: 'sqft' });
    window.localStorage.setItem(MAPPINGS_STORAGE_KEY, '{not json');
    expect(rememberedMapping('sheet 1')).toBeNull();
    rememberMapping('fresh', { 1: null });
    expect(rememberedMapping('fresh')).toEqual({ 1: null });
  });
});
