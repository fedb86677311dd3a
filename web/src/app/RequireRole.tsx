import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { Role } from '@domain/roles';
import { PageSpinner } from '../../components/PageSpinner';
import { hasRole, useSession } from './session';
import { StaffLoginPage } from './StaffLoginPage';

interface RequireRoleProps {
  role: Role;
  /** What anyone without the role sees; by default the staff login, SPEC.md's fallback page. */
  fallback?: ReactNode;
}

/**
 * A layout route that shows its children only to accounts holding `role`. A convenience: every
 * callable checks the role again on the server.
 */
export function RequireRole({ role, fallback = <StaffLoginPage /> }: RequireRoleProps) {
  const session = useSession();
  if (session.status === 'loading') return <PageSpinner label="Loading..." />;
  return hasRole(session, role) ? <Outlet /> : fallback;
}
