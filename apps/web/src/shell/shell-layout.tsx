import { Layout } from 'antd';
import { useMemo, useRef } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../app/page-loading';
import { visibleRoutes } from '../auth/access';
import { useSessionStore } from '../auth/session-store';
import { appRoutes } from '../routes';
import { Navbar } from './navbar';
import { PageHeading } from './page-heading';
import { useSettings } from './settings-store';
import { Sidebar } from './sidebar';
import { SkipLink } from './skip-link';
import { TagsBar } from './tags-bar';
import { useVisitedTags } from './visited-tags';
import './shell.css';

/** The signed-in frame: sidebar, header (navbar and visited tags) and the screen. */
export function ShellLayout() {
  const session = useSessionStore((state) => state.session);
  const tagsView = useSettings((s) => s.tagsView);
  const fixedHeader = useSettings((s) => s.fixedHeader);
  const refreshKey = useVisitedTags((s) => s.refreshKey);
  const routes = useMemo(() => (session ? visibleRoutes(session, appRoutes) : []), [session]);
  const content = useRef<HTMLElement>(null);

  // Between log out and the sign-in page there is no admin to show.
  if (!session) return <PageLoading />;

  return (
    <Layout className="shell">
      <SkipLink target="page-title" />
      <Sidebar routes={routes} />
      <Layout className="shell-main">
        <Layout.Header className={fixedHeader ? 'shell-header fixed' : 'shell-header'}>
          <Navbar routes={routes} />
          {tagsView && <TagsBar routes={routes} />}
        </Layout.Header>
        <Layout.Content className="shell-content" ref={content}>
          <PageHeading content={content} />
          {/* "Refresh" on a tag mounts the screen afresh. */}
          <Outlet key={refreshKey} />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
