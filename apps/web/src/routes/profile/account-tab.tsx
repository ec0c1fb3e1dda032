import type { AdminSession } from '@mandi/domain';
import { Button, Descriptions, Tag } from 'antd';
import { Link } from 'react-router';
import { paths } from '../paths';

/**
 * The account as the session knows it. Name, email and avatar are edited on the admins
 * screen; the password here, through Change Password.
 */
export function AccountTab({ session }: { session: AdminSession }) {
  return (
    <>
      <Descriptions
        column={1}
        bordered
        size="middle"
        items={[
          { key: 'name', label: 'Name', children: session.name },
          { key: 'email', label: 'Email', children: session.email },
          {
            key: 'roles',
            label: 'Role',
            children: session.roles.map((role) => (
              <Tag key={role} color="green">
                {role}
              </Tag>
            )),
          },
        ]}
      />
      <Link to={paths.changePassword}>
        <Button style={{ marginTop: 16 }}>Change Password</Button>
      </Link>
    </>
  );
}
