import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { APP_TITLE } from '../app/current-route';
import './auth-frame.css';

/** The frame of the signed-out pages: the brand over one card in the middle of the page. */
export function AuthFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="auth-frame">
      <Flex vertical align="center" gap={24} className="auth-frame-column">
        <Flex align="center" gap={12} className="auth-frame-brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <Typography.Text strong style={{ margin: 0, color: '#fff', fontSize: 24 }}>
            {APP_TITLE}
          </Typography.Text>
        </Flex>
        {/* A plain panel, not antd's Card: Card brings tabs and menus to the sign-in page (13 KB gzip). */}
        <section className="auth-frame-card">
          <Typography.Title level={1} style={{ marginTop: 0, fontSize: 20 }}>
            {title}
          </Typography.Title>
          {subtitle && (
            <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
              {subtitle}
            </Typography.Paragraph>
          )}
          {children}
        </section>
      </Flex>
    </main>
  );
}
