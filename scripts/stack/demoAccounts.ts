import type { Role } from '../../functions/src/domain/roles.js';

export interface DemoAccount {
  uid: string;
  email: string;
  password: string;
  /** Also the name the finance screens call them by (`people/{uid}`, seeded when missing). */
  displayName: string;
  roles: Role[];
}

const password = 'demo-pass-2026';

/** Seeded by `npm start` (fixed uids, so stored records keep pointing at the same people). */
export const demoAccounts: DemoAccount[] = [
  {
    uid: 'demo-sales-1',
    email: 'asha.sales@example.com',
    password,
    displayName: 'Asha Rao',
    roles: ['sales'],
  },
  {
    uid: 'demo-sales-2',
    email: 'ravi.sales@example.com',
    password,
    displayName: 'Ravi Kumar',
    roles: ['sales'],
  },
  {
    uid: 'demo-sales-3',
    email: 'meera.sales@example.com',
    password,
    displayName: 'Meera Iyer',
    roles: ['sales'],
  },
  {
    uid: 'demo-placement-1',
    email: 'kiran.placement@example.com',
    password,
    displayName: 'Kiran Shah',
    roles: ['placement'],
  },
  {
    uid: 'demo-placement-2',
    email: 'neha.placement@example.com',
    password,
    displayName: 'Neha Gupta',
    roles: ['placement'],
  },
  { uid: 'demo-admin', email: 'admin@example.com', password, displayName: 'Farah Admin', roles: ['admin'] },
];

export function demoAccount(role: Role, index = 0): DemoAccount {
  const account = demoAccounts.filter((candidate) => candidate.roles.includes(role))[index];
  if (!account) throw new Error(`No demo account #${index} with role ${role}`);
  return account;
}
