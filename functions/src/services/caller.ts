import type { Role } from '../domain/roles.js';

/** Who made a call, as the callable wrapper found it in the verified token. */
export interface Caller {
  uid: string;
  email: string | null;
  roles: Role[];
}
