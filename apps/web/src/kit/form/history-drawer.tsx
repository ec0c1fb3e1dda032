import { HistoryOutlined } from '@ant-design/icons';
import { audit, formatDateTime, type ResourceDef } from '@mandi/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api, type ListPage } from '../../api/client';
import { errorMessage } from '../../api/notify';
import { useResourceAccess } from '../resource-access';
import { resourceKeys } from '../resource-hooks';
import { apiPaths, type RowId } from '../resource-paths';
import { HistoryChanges } from './history-changes';
import { type AuditEntry, actionWords, whoOf } from './history-format';

/** Rows whose history is shown: one resource's ids ('products' 7, its variations 12 and 13). */
export interface HistoryTarget {
  def: Pick<ResourceDef, 'name'>;
  ids: readonly RowId[];
}

const PAGE_SIZE = 20;

/** The list grammar's `s` search for the entries of these rows: resource and record id. */
export function historySearch(targets: readonly HistoryTarget[]): string {
  const parts = targets
    .filter((target) => target.ids.length > 0)
    .map((target) => ({
      resource: target.def.name,
      recordId: target.ids.length === 1 ? String(target.ids[0]) : target.ids.map(String),
    }));
  return JSON.stringify(parts.length === 1 ? parts[0] : { $or: parts });
}

interface HistoryButtonProps {
  /** The record's resource and id. */
  def: Pick<ResourceDef, 'name'>;
  id: RowId;
  /** Rows whose changes belong to this record's history too (a product's variations). */
  related?: HistoryTarget;
}

/**
 * "History" on an edit screen: a drawer with the record's history entries, newest first,
 * more on demand; each says when, who, what was done and each field's old → new value.
 * Shown only to staff whose role may read the history (`audit`), as the menu decides.
 */
export function HistoryButton({ def, id, related }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  const access = useResourceAccess(audit);
  if (!access.read) return null;
  const targets = [{ def, ids: [id] }, ...(related ? [related] : [])];
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Drawer
        title="History"
        open={open}
        onClose={() => setOpen(false)}
        size={560}
        destroyOnHidden
        styles={{ body: { paddingTop: 8 } }}
      >
        {open && <HistoryEntries targets={targets} />}
      </Drawer>
    </>
  );
}

function HistoryEntries({ targets }: { targets: readonly HistoryTarget[] }) {
  const search = historySearch(targets);
  const entries = useInfiniteQuery({
    queryKey: [...resourceKeys.lists(audit), 'history', search],
    queryFn: ({ pageParam }) =>
      api.get<ListPage<AuditEntry>>(apiPaths(audit).list, {
        s: search,
        sort: 'id,DESC',
        page: pageParam,
        limit: PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    // Opened after a save: always what the server holds now.
    refetchOnMount: 'always',
    gcTime: 0,
    retry: false,
  });

  if (entries.isPending) return <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading" />;
  if (entries.isError) return <Alert type="error" showIcon title={errorMessage(entries.error)} />;
  const rows = entries.data.pages.flatMap((page) => page.data);
  const total = entries.data.pages[0]?.total ?? 0;
  if (rows.length === 0) return <Empty description="No changes recorded yet" />;

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">
        {total === 1 ? '1 entry' : `${total} entries`}, newest first
      </Typography.Text>
      <ol className="history-entries" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((entry) => (
          <li
            key={entry.id}
            className="history-entry"
            style={{ padding: '12px 0', borderTop: '1px solid #f0f0f0' }}
          >
            <HistoryEntryHead entry={entry} />
            <div style={{ marginTop: 8 }}>
              <HistoryChanges entry={entry} />
            </div>
          </li>
        ))}
      </ol>
      {entries.hasNextPage && (
        <Button loading={entries.isFetchingNextPage} onClick={() => void entries.fetchNextPage()}>
          Show older changes
        </Button>
      )}
    </Flex>
  );
}

/** When, who and what: "Updated · Store Owner · Sat, 22nd Nov 2025, 09:05 PM". */
export function HistoryEntryHead({ entry }: { entry: AuditEntry }) {
  return (
    <Flex wrap gap={8} align="center">
      <Tag color={entry.action === 'delete' ? 'red' : entry.action === 'create' ? 'green' : 'blue'}>
        {actionWords(entry.action)}
      </Tag>
      <Typography.Text strong>{whoOf(entry)}</Typography.Text>
      <Typography.Text type="secondary">{formatDateTime(entry.at)}</Typography.Text>
    </Flex>
  );
}
