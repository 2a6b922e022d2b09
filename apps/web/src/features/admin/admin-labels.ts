import type { AdminProperty } from '../../lib/api-types';

/** "address, city, state" from the parts present, or "Address not specified". */
export function addressLine(property: Pick<AdminProperty, 'address' | 'city' | 'state'>): string {
  const parts = [property.address, property.city, property.state]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '');
  return parts.length > 0 ? parts.join(', ') : 'Address not specified';
}

/** "1 property" or "n properties". */
export function propertyCountLabel(count: number): string {
  return count === 1 ? '1 property' : `${count} properties`;
}
