import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Role } from '@domain/roles';
import { PageSpinner } from '../components/PageSpinner';
import { StaffLoginPage } from '../features/auth/StaffLoginPage';
import { hasRole, useSession } from '../lib/session';

interface RequireRoleProps {
  /** Accounts holding any of these roles see the screens. */
  roles: readonly Role[];
  /** What anyone else sees; by default the staff login (the product's fallback page). */
  fallback?: ReactNode;
}

/**
 * A layout route that shows its children only to accounts holding one of `roles`. A convenience:
 * every callable checks the role again on the server.
 */
export function RequireRole({ roles, fallback = <StaffLoginPage /> }: RequireRoleProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner label="Loading..." />;
  return roles.some((role) => hasRole(session, role)) ? <Outlet /> : fallback;
}
