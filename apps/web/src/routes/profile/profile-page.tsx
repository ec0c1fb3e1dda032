import { Card, Col, Flex, Row, Tabs, Tag, Typography } from 'antd';
import { useSession } from '../../auth/session-store';
import { AdminAvatar } from '../../shell/admin-avatar';
import { AccountTab } from './account-tab';
import { ActivityTab } from './activity-tab';
import { TimelineTab } from './timeline-tab';

/** The signed-in admin: who they are, and their sign-in activity and timeline. */
export default function ProfilePage() {
  const session = useSession();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={7}>
        <Card title="About me">
          <Flex vertical align="center" gap={8}>
            <AdminAvatar src={session.avatar} name={session.name} size={96} />
            <Typography.Title level={2} style={{ margin: '8px 0 0', fontSize: 20 }}>
              {session.name}
            </Typography.Title>
            <Typography.Text type="secondary">{session.email}</Typography.Text>
            <div>
              {session.roles.map((role) => (
                <Tag key={role} color="green">
                  {role}
                </Tag>
              ))}
            </div>
          </Flex>
        </Card>
      </Col>
      <Col xs={24} lg={17}>
        <Card>
          <Tabs
            defaultActiveKey="activity"
            destroyOnHidden
            items={[
              { key: 'activity', label: 'Activity', children: <ActivityTab adminId={session.id} /> },
              { key: 'timeline', label: 'Timeline', children: <TimelineTab adminId={session.id} /> },
              { key: 'account', label: 'Account', children: <AccountTab session={session} /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
