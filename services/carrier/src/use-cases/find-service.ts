import { findPackageByServiceKey, type CataloguePackage } from '@grtv/machines';

/**
 * The merchant's service behind a carrier service key. The sandbox is provisioned with GRTV's
 * catalogue (SPEC section 3); a real gateway holds the same as merchant configuration.
 */
export function findService(serviceKey: string): CataloguePackage | undefined {
  return findPackageByServiceKey(serviceKey);
}
