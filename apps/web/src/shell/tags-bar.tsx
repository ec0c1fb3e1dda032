import { CloseOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'antd';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useCurrentRoute } from '../app/current-route';
import { paths } from '../routes/paths';
import type { AppRoute } from '../routes/route-types';
import {
  addTag,
  closeAllTags,
  closeOtherTags,
  closeTag,
  useVisitedTags,
  type VisitedTag,
} from './visited-tags';

type TagAction = 'refresh' | 'close' | 'close-others' | 'close-all';

const ACTIONS: { key: TagAction; label: string }[] = [
  { key: 'refresh', label: 'Refresh' },
  { key: 'close', label: 'Close' },
  { key: 'close-others', label: 'Close Others' },
  { key: 'close-all', label: 'Close All' },
];

/**
 * Each screen opened adds (or updates) its tag; Dashboard stays first. Only a visit adds a tag:
 * closing the tag on display must not bring it back before the next screen opens.
 */
function useTagOnVisit(dashboard: AppRoute | undefined) {
  const location = useLocation();
  const current = useCurrentRoute();
  useEffect(() => {
    const { tags: known, set: store } = useVisitedTags.getState();
    let next = known;
    if (dashboard && !next.some((tag) => tag.pathname === paths.dashboard)) {
      next = [
        { path: paths.dashboard, pathname: paths.dashboard, title: dashboard.title, affix: true },
        ...next,
      ];
    }
    if (current) {
      next = addTag(next, {
        path: `${location.pathname}${location.search}`,
        pathname: location.pathname,
        title: current.title,
      });
    }
    if (next !== known) store(next);
  }, [location.pathname, location.search, current, dashboard]);
}

/** One tag: a link to its screen, its close cross (none on Dashboard), and the right-click menu. */
function VisitedTagLink({
  tag,
  active,
  act,
}: {
  tag: VisitedTag;
  active: boolean;
  act: (action: TagAction, tag: VisitedTag) => void;
}) {
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{
        items: ACTIONS.map((item) => ({ ...item, disabled: item.key === 'close' && tag.affix })),
        onClick: ({ key }) => act(key as TagAction, tag),
      }}
    >
      <Link
        to={tag.path}
        className={active ? 'tags-bar-item active' : 'tags-bar-item'}
        aria-current={active ? 'page' : undefined}
        data-testid="visited-tag"
      >
        {tag.title}
        {!tag.affix && (
          <CloseOutlined
            className="tags-bar-close"
            aria-label={`Close ${tag.title}`}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              act('close', tag);
            }}
          />
        )}
      </Link>
    </Dropdown>
  );
}

/** The visited-tags bar: the screens opened lately, Dashboard first; right-click for more. */
export function TagsBar({ routes }: { routes: readonly AppRoute[] }) {
  const { tags, set, refresh } = useVisitedTags();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useTagOnVisit(routes.find((route) => route.path === paths.dashboard));

  const leaveIfClosed = (remaining: VisitedTag[]) => {
    if (remaining.some((tag) => tag.pathname === location.pathname)) return;
    navigate(remaining.at(-1)?.path ?? paths.dashboard);
  };

  const act = (action: TagAction, tag: VisitedTag) => {
    if (action === 'refresh') {
      if (tag.pathname !== location.pathname) navigate(tag.path);
      refresh();
      void queryClient.invalidateQueries();
      return;
    }
    const remaining =
      action === 'close'
        ? closeTag(tags, tag.pathname)
        : action === 'close-others'
          ? closeOtherTags(tags, tag.pathname)
          : closeAllTags(tags);
    set(remaining);
    if (action === 'close-others' && tag.pathname !== location.pathname) navigate(tag.path);
    else leaveIfClosed(remaining);
  };

  return (
    <nav className="tags-bar" aria-label="Visited screens">
      {tags.map((tag) => (
        <VisitedTagLink key={tag.pathname} tag={tag} active={tag.pathname === location.pathname} act={act} />
      ))}
    </nav>
  );
}
