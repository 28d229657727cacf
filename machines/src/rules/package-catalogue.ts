/** How often a package charges. */
export type BillingPeriod = 'day' | 'week' | 'month';

export interface CataloguePackage {
  id: string;
  name: string;
  period: BillingPeriod;
  /** Price per period in cents (ZAR). */
  amountCents: number;
  /** The carrier's service key for this package. */
  serviceKey: string;
}

/** SPEC section 3: the local package catalogue. */
export const PACKAGES: readonly CataloguePackage[] = [
  { id: 'p-grtv-daily-c-01', name: 'GRTV Daily', period: 'day', amountCents: 500, serviceKey: 'VODACOMTIER2GRTVD' },
  { id: 'p-grtv-weekly-c-01', name: 'GRTV Weekly', period: 'week', amountCents: 1000, serviceKey: 'VODACOMTIER2GRTVW' },
  { id: 'p-grtv-monthly-c-01', name: 'GRTV Monthly', period: 'month', amountCents: 2500, serviceKey: 'VODACOMTIER2GRTVM' },
];

/** SPEC section 9: the first day is free. */
export const FREE_TRIAL_DAYS = 1;

export function findPackageById(id: string): CataloguePackage | undefined {
  return PACKAGES.find((p) => p.id === id);
}

export function findPackageByServiceKey(serviceKey: string): CataloguePackage | undefined {
  return PACKAGES.find((p) => p.serviceKey === serviceKey);
}

/** Cents as the SPEC prints money: 500 -> "5.00". */
export function formatAmount(amountCents: number): string {
  return (amountCents / 100).toFixed(2);
}

/** The radio label of SPEC section 2: `GRTV Daily (R5/day)`. */
export function packageLabel(pkg: Pick<CataloguePackage, 'name' | 'amountCents' | 'period'>): string {
  const rands = pkg.amountCents % 100 === 0 ? String(pkg.amountCents / 100) : formatAmount(pkg.amountCents);
  return `${pkg.name} (R${rands}/${pkg.period})`;
}
