import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatDate,
  formatLongDate,
  formatLtv,
  formatNumber,
  formatNumberInput,
  formatPercent,
  formatRatio,
  parseIntegerInput,
  parseNumberInput,
  parseOptionalNumberInput,
  sanitizeNumberInput,
} from '../src/index.js';

describe('number entry (docs/model.md#display)', () => {
  it('parses with thousands commas; blank and non-numeric give 0', () => {
    expect(parseNumberInput('1,250,000')).toBe(1_250_000);
    expect(parseNumberInput('1,234.56')).toBe(1234.56);
    expect(parseNumberInput(' 42 ')).toBe(42);
    expect(parseNumberInput('')).toBe(0);
    expect(parseNumberInput('   ')).toBe(0);
    expect(parseNumberInput('abc')).toBe(0);
    expect(parseNumberInput('.')).toBe(0);
    expect(parseNumberInput(null)).toBe(0);
    expect(parseNumberInput(undefined)).toBe(0);
    expect(parseNumberInput(7.5)).toBe(7.5);
    expect(parseNumberInput(Number.NaN)).toBe(0);
  });

  it('parses optional entries: blank means unset', () => {
    expect(parseOptionalNumberInput('')).toBeNull();
    expect(parseOptionalNumberInput('  ')).toBeNull();
    expect(parseOptionalNumberInput(null)).toBeNull();
    expect(parseOptionalNumberInput('x')).toBeNull();
    expect(parseOptionalNumberInput('6.5')).toBe(6.5);
    expect(parseOptionalNumberInput('0')).toBe(0);
    expect(parseOptionalNumberInput('1,000')).toBe(1000);
  });

  it('parses whole numbers for terms and months', () => {
    expect(parseIntegerInput('1,200')).toBe(1200);
    expect(parseIntegerInput('60.9')).toBe(60);
    expect(parseIntegerInput('')).toBe(0);
    expect(parseIntegerInput('x')).toBe(0);
    expect(Object.is(parseIntegerInput('-0.5'), 0)).toBe(true);
  });

  it('formats with en-US grouping, empty for empty input, and accepts 0', () => {
    expect(formatNumberInput(1_250_000)).toBe('1,250,000');
    expect(formatNumberInput(1234.5)).toBe('1,234.5');
    expect(formatNumberInput(0)).toBe('0');
    expect(formatNumberInput('')).toBe('');
    expect(formatNumberInput(null)).toBe('');
    expect(formatNumberInput(undefined)).toBe('');
    expect(formatNumberInput('1234567.')).toBe('1,234,567.');
    expect(formatNumberInput('1,234,5678')).toBe('12,345,678');
    expect(formatNumberInput('0012')).toBe('12');
    expect(formatNumberInput('.5')).toBe('0.5');
    expect(formatNumberInput('abc')).toBe('');
    expect(formatNumberInput(-1234)).toBe('-1,234');
    expect(formatNumberInput(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('sanitizes typed text to digits, commas and one decimal point', () => {
    expect(sanitizeNumberInput('$1,2a34.567.8', { decimals: 2 })).toBe('1,234.56');
    expect(sanitizeNumberInput('12.5', { decimals: false })).toBe('125');
    expect(sanitizeNumberInput('12.5.6', { decimals: true })).toBe('12.56');
    expect(sanitizeNumberInput('-3,000')).toBe('3,000');
  });

  it('keeps one leading minus sign only when negatives are allowed', () => {
    expect(sanitizeNumberInput('-2.5', { decimals: true, negative: true })).toBe('-2.5');
    expect(sanitizeNumberInput('2-5', { decimals: true, negative: true })).toBe('25');
    expect(sanitizeNumberInput('--1,000', { negative: true })).toBe('-1,000');
    expect(sanitizeNumberInput('-', { negative: true })).toBe('-');
  });
});

describe('display formatters (docs/model.md#display)', () => {
  it('currency without decimals', () => {
    expect(formatCurrency(1_234_567)).toBe('$1,234,567');
    expect(formatCurrency(1_234_567.5)).toBe('$1,234,568');
    expect(formatCurrency(-1234)).toBe('-$1,234');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(-0.4)).toBe('$0');
    expect(formatCurrency(null)).toBe('—');
    expect(formatCurrency(Number.NaN)).toBe('—');
  });

  it('percentages with 2 decimals, LTV with 1, ratios with 2', () => {
    expect(formatPercent(7.25)).toBe('7.25%');
    expect(formatPercent(7)).toBe('7.00%');
    expect(formatPercent(-3.14259)).toBe('-3.14%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
    expect(formatPercent(null)).toBe('—');
    expect(formatLtv(75)).toBe('75.0%');
    expect(formatLtv(66.66)).toBe('66.7%');
    expect(formatRatio(1.2345)).toBe('1.23');
    expect(formatRatio(null)).toBe('—');
  });

  it('numbers with en-US grouping', () => {
    expect(formatNumber(12_500)).toBe('12,500');
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(3, 1)).toBe('3.0');
    expect(formatNumber(undefined)).toBe('—');
  });

  it('dates: plain dates as written, long US form for blog posts', () => {
    expect(formatDate('2025-01-15')).toBe('1/15/2025');
    expect(formatLongDate('2025-01-15')).toBe('January 15, 2025');
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024');
    expect(formatDate(new Date(2025, 6, 4))).toBe('7/4/2025');
    expect(formatLongDate(new Date(2025, 6, 4, 23, 59))).toBe('July 4, 2025');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
