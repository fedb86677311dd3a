import { dashboardOptions } from '@domain/signIn';
import { AdminSignInForm } from './AdminSignInForm';

/** /dashlogin: the Sales (/saledash) or Placement (/placdash) dashboard. */
export function DashLoginPage() {
  return <AdminSignInForm subtitle="Sales and Placement dashboards" options={dashboardOptions} />;
}
