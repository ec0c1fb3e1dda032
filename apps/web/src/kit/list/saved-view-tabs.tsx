import { MoreOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { isSavedViewList, SAVED_VIEW_MESSAGES, type SavedView } from '@mandi/domain';
import { App, Button, Dropdown, Flex, Tabs } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../api/notify';
import type { ListConfig, ListState } from './list-url-state';
import { useSavedViews, useSavedViewWrites } from './saved-view-api';
import { SavedViewDialog } from './saved-view-dialog';
import { hiddenOfView, isViewOnScreen, viewColumnsOf, viewQueryOfState } from './saved-view-state';

interface SavedViewTabsProps {
  /** The list's resource name ('orders'): what its views are kept under. */
  listKey: string;
  config: ListConfig;
  state: ListState;
  columns: readonly { key: string; defaultHidden?: boolean }[];
  hidden: readonly string[];
  onHidden: (hidden: string[]) => void;
}

const ALL = 'all';
/** The tab of a list on screen that is no view (filters changed since): it can be saved. */
const UNSAVED = 'unsaved';

/** The list on screen as a view would keep it, and which view (or All) it is. */
function useScreenView(props: SavedViewTabsProps, views: readonly SavedView[]) {
  const { config, state, columns, hidden } = props;
  const defaultHidden = useMemo(
    () => columns.filter((column) => column.defaultHidden).map((column) => column.key),
    [columns],
  );
  const query = viewQueryOfState(state, config);
  const onScreen = views.find((view) =>
    isViewOnScreen(view.state, { query, hidden }, columns, config, defaultHidden),
  );
  const activeKey = onScreen ? String(onScreen.id) : query === '' ? ALL : UNSAVED;
  return { query, defaultHidden, onScreen, activeKey };
}

/** Rename, share or stop sharing, delete: the menu of the view on screen, for who may change it. */
function ViewMenu({ view, listKey, onRename }: { view: SavedView; listKey: string; onRename: () => void }) {
  const { modal } = App.useApp();
  const writes = useSavedViewWrites(listKey);
  const toggleShared = async () => {
    try {
      await writes.update.mutateAsync({ id: view.id, body: { shared: !view.shared } });
      notify.success(
        view.shared ? `${view.name} is yours alone now` : `${view.name} is shared with all staff`,
      );
    } catch (error) {
      notify.error(error);
    }
  };
  const askDelete = () =>
    modal.confirm({
      title: `Do you want to delete, ${view.name}?`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await writes.remove.mutateAsync(view.id);
          notify.success(SAVED_VIEW_MESSAGES.deleted);
        } catch (error) {
          notify.error(error);
        }
      },
    });
  const items = [
    { key: 'rename', label: 'Rename', onClick: onRename },
    { key: 'share', label: view.shared ? 'Stop sharing' : 'Share with all staff', onClick: toggleShared },
    { key: 'delete', label: 'Delete', danger: true, onClick: askDelete },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button icon={<MoreOutlined />} aria-label={`Actions of view ${view.name}`} />
    </Dropdown>
  );
}

/**
 * The tab of the list as it opens: "All", or "Default" where a filter starts set (the orders
 * open on Order Placed), so the tab does not promise every row.
 */
function allLabelOf(config: ListConfig): string {
  const preset = config.filters.some((filter) =>
    filter.kind === 'select'
      ? Boolean(filter.defaultValue)
      : 'defaultValue' in filter && filter.defaultValue !== undefined,
  );
  return preset ? 'Default' : 'All';
}

function tabLabel(view: SavedView) {
  return (
    <span>
      {view.name}
      {view.shared && <TeamOutlined style={{ marginInlineStart: 6 }} aria-label="shared with all staff" />}
    </span>
  );
}

/**
 * Saved views as tabs above a list (issue 31.3): All, the staff member's own views, then those
 * shared with all staff. A tab applies its filters, sort and page size through the URL, and
 * its columns; "New view" keeps the list on screen under a name. (Not "Save view": every form's
 * button is "Save", and a list's button whose name holds it answers for the form's while one
 * screen gives way to the other.)
 */
export function SavedViewTabs(props: SavedViewTabsProps) {
  const { listKey, columns } = props;
  const known = isSavedViewList(listKey);
  const { data } = useSavedViews(listKey, known);
  const views = data?.data ?? [];
  const writes = useSavedViewWrites(listKey);
  const [, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'save' | 'rename' | null>(null);
  const screen = useScreenView(props, views);
  if (!known) return null;

  const choose = (key: string) => {
    if (key === UNSAVED) return;
    const view = views.find((one) => String(one.id) === key);
    setParams(new URLSearchParams(view?.state.query ?? ''));
    if (view) props.onHidden(hiddenOfView(view.state, columns, screen.defaultHidden));
  };
  const items = [
    { key: ALL, label: allLabelOf(props.config) },
    ...views.map((view) => ({ key: String(view.id), label: tabLabel(view) })),
    ...(screen.activeKey === UNSAVED ? [{ key: UNSAVED, label: <em>Unsaved view</em> }] : []),
  ];
  const active = screen.onScreen;
  const extra = (
    <Flex gap={8}>
      {active?.canEdit && <ViewMenu view={active} listKey={listKey} onRename={() => setDialog('rename')} />}
      <Button icon={<PlusOutlined />} onClick={() => setDialog('save')}>
        New view
      </Button>
    </Flex>
  );
  const saveScreen = (values: { name: string; shared: boolean }) =>
    writes.create.mutateAsync({
      listKey,
      ...values,
      state: { query: screen.query, columns: viewColumnsOf(columns, props.hidden, screen.defaultHidden) },
    });
  return (
    <>
      {/* The buttons beside the tabs, not in antd's tab bar: a tablist holds only tabs (axe). */}
      <Flex component="nav" aria-label="Saved views" align="center" gap={8}>
        <Tabs
          size="small"
          activeKey={screen.activeKey}
          onChange={choose}
          items={items}
          tabBarStyle={{ marginBottom: 0 }}
          style={{ flex: 1, minWidth: 0 }}
        />
        {extra}
      </Flex>
      {dialog === 'save' && (
        <SavedViewDialog
          title="New view"
          okText="Save"
          initialValues={{ name: '', shared: false }}
          send={saveScreen}
          savedMessage={SAVED_VIEW_MESSAGES.saved}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'rename' && active && (
        <SavedViewDialog
          title="Rename view"
          okText="Save"
          initialValues={{ name: active.name, shared: active.shared }}
          send={(body) => writes.update.mutateAsync({ id: active.id, body })}
          savedMessage={SAVED_VIEW_MESSAGES.updated}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
