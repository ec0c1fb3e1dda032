import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { APP_TITLE } from '../app/current-route';
import './auth-frame.css';

/**
 * The frame of the signed-out pages: the brand over one card in the middle of the page. Plain
 * elements, not antd's Card or Typography: those bring tabs, tooltips and copy buttons to the
 * sign-in page (some 20 KB gzip); auth-frame.css gives them antd's look.
 */
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
          <strong className="auth-frame-brand-name">{APP_TITLE}</strong>
        </Flex>
        <section className="auth-frame-card">
          <h1 className="auth-frame-title">{title}</h1>
          {subtitle && <p className="auth-frame-subtitle">{subtitle}</p>}
          {children}
        </section>
      </Flex>
    </main>
  );
}
