import { describe, expect, it } from 'vitest';
import { findPackageById, findPackageByServiceKey, formatAmount, packageLabel, PACKAGES } from './package-catalogue';

describe('package catalogue', () => {
  it('holds the three packages of SPEC section 3 with prices in cents', () => {
    expect(PACKAGES.map((p) => [p.id, p.name, p.period, p.amountCents, p.serviceKey])).toEqual([
      ['p-grtv-daily-c-01', 'GRTV Daily', 'day', 500, 'VODACOMTIER2GRTVD'],
      ['p-grtv-weekly-c-01', 'GRTV Weekly', 'week', 1000, 'VODACOMTIER2GRTVW'],
      ['p-grtv-monthly-c-01', 'GRTV Monthly', 'month', 2500, 'VODACOMTIER2GRTVM'],
    ]);
  });

  it('labels packages as name (R price/period)', () => {
    expect(PACKAGES.map(packageLabel)).toEqual(['GRTV Daily (R5/day)', 'GRTV Weekly (R10/week)', 'GRTV Monthly (R25/month)']);
    expect(packageLabel({ name: 'Odd', amountCents: 1250, period: 'week' })).toBe('Odd (R12.50/week)');
  });

  it('finds packages by id and by service key, and nothing for unknown ones', () => {
    expect(findPackageById('p-grtv-weekly-c-01')?.serviceKey).toBe('VODACOMTIER2GRTVW');
    expect(findPackageByServiceKey('VODACOMTIER2GRTVM')?.id).toBe('p-grtv-monthly-c-01');
    expect(findPackageById('nope')).toBeUndefined();
    expect(findPackageByServiceKey('NOPE')).toBeUndefined();
  });

  it('prints cents as rands with two decimals', () => {
    expect(formatAmount(500)).toBe('5.00');
    expect(formatAmount(2500)).toBe('25.00');
  });
});
