import { Card, Col, Flex, Row, Tag, Typography } from 'antd';
import { createElement, useMemo } from 'react';
import { Link } from 'react-router';
import { visibleRoutes } from '../../auth/access';
import { useSession } from '../../auth/session-store';
import { AdminAvatar } from '../../shell/admin-avatar';
import { groupOf, menuLinkOf, menuRoutes } from '../../shell/route-tree';
import { appRoutes } from '..';
import { paths } from '../paths';
import './dashboard.css';

/**
 * Who is signed in and the screens their role opens. The counts and charts of the dashboard
 * (spec 02) come with the dashboard issue; until then nothing here is made up.
 */
export default function DashboardPage() {
  const session = useSession();
  const screens = useMemo(
    () => menuRoutes(visibleRoutes(session, appRoutes)).filter((route) => route.path !== paths.dashboard),
    [session],
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={9}>
        <Card>
          <Flex gap={16} align="center">
            <AdminAvatar src={session.avatar} name={session.name} size={64} />
            <div>
              <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
                Welcome, {session.name}
              </Typography.Title>
              <Typography.Text type="secondary">{session.email}</Typography.Text>
              <div style={{ marginTop: 8 }}>
                {session.roles.map((role) => (
                  <Tag key={role} color="green">
                    {role}
                  </Tag>
                ))}
              </div>
            </div>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={15}>
        <Card title="Your screens">
          {screens.length === 0 ? (
            <Typography.Text type="secondary">
              Your role opens no screens yet. Ask a superadmin.
            </Typography.Text>
          ) : (
            <div className="dashboard-screens">
              {screens.map((route) => (
                <Link key={route.path} to={menuLinkOf(route)!} className="dashboard-screen">
                  {route.icon && createElement(route.icon)}
                  <span>
                    <strong>{route.title}</strong>
                    {groupOf(route) && <small>{groupOf(route)!.title}</small>}
                  </span>
                </Link>
              ))}
            </div>
          )}
        </Card>
      </Col>
    </Row>
  );
}
