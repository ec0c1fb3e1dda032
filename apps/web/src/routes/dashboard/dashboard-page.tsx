import { useSession } from '../../auth/session-store';
import { AdminDashboard } from './admin-dashboard';
import { ExecutiveDashboard } from './executive-dashboard';
import './dashboard.css';

/** The dashboard variant follows the roles (spec 02 §6): the executive's when they include 'executive'. */
export default function DashboardPage() {
  const session = useSession();
  return session.roles.includes('executive') ? (
    <ExecutiveDashboard session={session} />
  ) : (
    <AdminDashboard session={session} />
  );
}
