import { adminAreaOptions } from '@domain/signIn';
import { AdminSignInForm } from './AdminSignInForm';

/** /adminlogin: Bills (/media) or Placement Docs (/docs). */
export function AdminLoginPage() {
  return <AdminSignInForm subtitle="Bills and Placement Docs" options={adminAreaOptions} />;
}
