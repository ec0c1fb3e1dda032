import type { AdminSession } from '@mandi/domain';
import { Card, Tag } from 'antd';
import { AdminAvatar } from '../../shell/admin-avatar';
import { CountCards } from './count-cards';

/** The executive's dashboard (spec 02): who they are, then the store's counts. */
export function ExecutiveDashboard({ session }: { session: AdminSession }) {
  return (
    <div className="dashboard">
      <Card className="dashboard-profile">
        <AdminAvatar src={session.avatar} name={session.name} size={72} />
        <div className="dashboard-profile-body">
          <h2 className="dashboard-profile-name">Welcome, {session.name}</h2>
          <span className="dashboard-muted">{session.email}</span>
          <ul className="dashboard-roles" aria-label="Roles">
            {session.roles.map((role) => (
              <li key={role}>
                <Tag color="green">{role}</Tag>
              </li>
            ))}
          </ul>
        </div>
      </Card>
      <CountCards executive />
    </div>
  );
}
