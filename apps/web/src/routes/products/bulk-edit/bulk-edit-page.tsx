import { BULK_EDIT_FIELDS, productsVariations } from '@mandi/domain';
import { Alert, Button, Card, Flex, Popconfirm, Tag, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError, type Query } from '../../../api/client';
import { failedToSave, notify } from '../../../api/notify';
import { FilterBar } from '../../../kit/list/filter-bar';
import { ListPagination } from '../../../kit/list/list-pagination';
import { type ListConfig, toFilterClauses } from '../../../kit/list/list-url-state';
import { useListState } from '../../../kit/list/use-list-state';
import { useResourceAccess } from '../../../kit/resource-access';
import { productFilters } from '../product-screen';
import { variationExportQuery } from '../variation-export';
import { BulkGrid, type ServerErrors } from './bulk-grid';
import {
  checkDrafts,
  type Drafts,
  type GridRow,
  pasteBlock,
  saveRows,
  serverCellErrors,
  typeCell,
} from './bulk-grid-state';
import { followingRows, useBulkSave, useGridPage } from './use-bulk-edit';
import './bulk-edit.css';

const PAGE_SIZE = 20;
const config: ListConfig = { filters: productFilters, defaultSort: [], pageSize: PAGE_SIZE, sortFields: [] };
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The typed cells across pages, the server's refusals, and what typing and pasting do to them. */
function useDrafts(rows: readonly GridRow[], base: Query, firstOffset: number) {
  const [drafts, setDrafts] = useState<Drafts>(new Map());
  const [serverErrors, setServerErrors] = useState<ServerErrors>(new Map());
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onType = useCallback((rowIndex: number, fieldIndex: number, text: string) => {
    const row = rowsRef.current[rowIndex];
    const field = BULK_EDIT_FIELDS[fieldIndex];
    if (row && field) setDrafts((current) => typeCell(current, row, field, text));
  }, []);
  const onPasteBlock = useCallback(
    async (rowIndex: number, fieldIndex: number, block: string) => {
      const lines = block.replace(/\r?\n$/, '').split(/\r?\n/).length;
      let target = [...rowsRef.current];
      const past = rowIndex + lines - target.length;
      if (past > 0) target = [...target, ...(await followingRows(base, firstOffset + target.length, past))];
      setDrafts((current) => pasteBlock(current, target, { rowIndex, fieldIndex }, block));
      if (rowIndex + lines > target.length)
        notify.warning(
          `${plural(rowIndex + lines - target.length, 'pasted row')} went past the last variation`,
        );
    },
    [base, firstOffset],
  );
  return { drafts, setDrafts, serverErrors, setServerErrors, onType, onPasteBlock };
}

/**
 * /product/bulk-edit: the variations the product list's filters match, MRP, unit price, sale
 * price, stock quantity, stock status and enabled in cells. Typed or pasted cells (a block
 * copied from a spreadsheet fills from the focused cell, on into the following pages) are
 * checked by the domain's rules at once; Save sends every changed row in one call, all or
 * nothing (PATCH /products-variations/bulk).
 */
export default function BulkEditPage() {
  const access = useResourceAccess(productsVariations);
  const { state, setValues, setPage, reset } = useListState(config);
  const base = useMemo(() => variationExportQuery(toFilterClauses(state, productFilters)), [state]);
  const page = useGridPage(base, state.page, state.limit);
  const rows = page.data?.data ?? [];
  const edit = useDrafts(rows, base, (state.page - 1) * state.limit);
  const { checks, changedCells, refusedCells } = useMemo(() => checkDrafts(edit.drafts), [edit.drafts]);
  const save = useBulkSave();

  const onSave = () => {
    const sent = saveRows(edit.drafts, checks);
    save.mutate(sent, {
      onSuccess: (answer) => {
        notify.success(`Variations saved (${plural(answer.updated, 'variation')})`);
        edit.setDrafts(new Map());
        edit.setServerErrors(new Map());
      },
      onError: (error) => {
        if (error instanceof ApiError) edit.setServerErrors(serverCellErrors(sent, error.errors));
        notify.error(failedToSave(error, 'Failed to save'));
      },
    });
  };
  const discard = () => {
    edit.setDrafts(new Map());
    edit.setServerErrors(new Map());
  };

  return (
    <Card variant="borderless">
      <Flex vertical gap={12}>
        <FilterBar
          filters={productFilters}
          values={state.values}
          onApply={setValues}
          onReset={reset}
          sortChoices={[]}
          sort={undefined}
          onSort={() => undefined}
        />
        <Typography.Text type="secondary">
          Type in a cell or paste a block copied from a spreadsheet (Ctrl+V): it fills from the focused cell
          to the right and down, in the columns' order. Arrow keys, Enter and Tab move between cells.
        </Typography.Text>
        {!access.write && (
          <Alert type="info" showIcon message="Only a superadmin changes prices and stock." />
        )}
        <Flex gap={8} align="center" wrap className="bulk-save-bar" aria-live="polite">
          <Tag color={changedCells > 0 ? 'gold' : undefined} data-testid="bulk-changes">
            {plural(changedCells, 'change')}
          </Tag>
          {refusedCells > 0 && (
            <Tag color="error" data-testid="bulk-refused">
              {plural(refusedCells, 'cell')} to fix
            </Tag>
          )}
          <Button
            type="primary"
            onClick={onSave}
            loading={save.isPending}
            disabled={!access.write || changedCells === 0 || refusedCells > 0}
          >
            Save
          </Button>
          <Popconfirm title="Discard every change?" onConfirm={discard} okText="Discard" cancelText="Keep">
            <Button disabled={changedCells === 0}>Discard</Button>
          </Popconfirm>
        </Flex>
        {page.error && <Alert type="error" showIcon message={page.error.message} />}
        <BulkGrid
          rows={rows}
          loading={page.isFetching}
          drafts={edit.drafts}
          checks={checks}
          serverErrors={edit.serverErrors}
          disabled={!access.write}
          onType={edit.onType}
          onPasteBlock={edit.onPasteBlock}
        />
        <ListPagination
          total={page.data?.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSize={PAGE_SIZE}
          onChange={setPage}
        />
      </Flex>
    </Card>
  );
}
