/** A property as listed in the admin console. */
export interface AdminProperty {
  id: number;
  name: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  purchasePrice: number;
  sqft: number;
  createdAt: string;
  updatedAt: string | null;
}

/** A user row of `admin.usersWithProperties`. */
export interface AdminUser {
  id: number;
  email: string;
  isEmailVerified: boolean;
  isAdmin: boolean;
  createdAt: string;
  propertyCount: number;
  properties: AdminProperty[];
}

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
