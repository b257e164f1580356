import type { ClientStatus } from '../Badge/StatusBadge';

export interface ClientRow {
  id: string;
  name: string;
  city: string;
  status: ClientStatus;
  creditLimit: number;
}

const names = [
  'Cezary Ćma',
  'Lech Logistyka',
  'Łukasz Sad',
  'Śliwka Transport',
  'Zenon Meble',
  'Żaneta Żuraw',
];
const cities = ['Łódź', 'Poznań', 'Kraków', 'Gdańsk', 'Wrocław', 'Białystok'];
const statuses: ClientStatus[] = ['lead', 'active', 'inactive', 'blocked'];

/** Deterministic rows for stories (no randomness: visual snapshots must not change). */
export function makeClients(count: number): ClientRow[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `KL-${String(index + 1).padStart(6, '0')}`,
    name: `${names[index % names.length]} ${index + 1}`,
    city: cities[(index * 7) % cities.length]!,
    status: statuses[(index * 3) % statuses.length]!,
    creditLimit: ((index * 7919) % 100000) + 0.5,
  }));
}
