import { FilterOutlined, SearchOutlined } from '@ant-design/icons';
import type { SortSpec } from '@mandi/domain';
import { Button, Flex } from 'antd';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useNarrowWindow } from '../narrow-window';
import { FilterInput } from './filter-input';
import type { FilterDef, SortChoice } from './list-types';
import { paramOf } from './list-url-state';
import { SortSelect } from './sort-select';

interface FilterBarProps {
  filters: readonly FilterDef[];
  /** The filter values in the URL. */
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
  onReset: () => void;
  sortChoices: readonly SortChoice[];
  sort: SortSpec | undefined;
  onSort: (sort: SortSpec) => void;
  /** Buttons on the right (add, export, columns). */
  actions?: ReactNode;
}

/**
 * The draft once the URL's filters change from `before` to `after`: the URL's values, except a
 * box the person is editing (its draft differs from `before`) whose URL value stayed the same.
 */
export function followUrl(
  draft: Record<string, string>,
  before: Record<string, string>,
  after: Record<string, string>,
): Record<string, string> {
  const next = { ...after };
  for (const [param, value] of Object.entries(draft)) {
    const unchangedInUrl = (before[param] ?? '') === (after[param] ?? '');
    if (unchangedInUrl && value !== (before[param] ?? '')) next[param] = value;
  }
  return next;
}

/**
 * Filters, sort and the Search / Reset buttons above a list. Below 768 px they fold behind
 * one "Filters" button (with the count of filters in force), so the rows come first.
 */
export function FilterBar(props: FilterBarProps) {
  const { filters, values, onApply } = props;
  // Text boxes edit a draft; the URL (and the list) change on Search or Enter.
  // The draft follows the URL (back, reset, a shared link) but not a re-render with equal values,
  // and keeps what is being typed in a box whose URL value did not change: the router renders a
  // navigation a moment after the URL changes, and a box filled in that moment must not be wiped.
  const [draft, setDraft] = useState(values);
  const shown = useRef(values);
  const valuesKey = JSON.stringify(values);
  // biome-ignore lint/correctness/useExhaustiveDependencies: valuesKey stands for values.
  useEffect(() => {
    const before = shown.current;
    shown.current = values;
    setDraft((current) => followUrl(current, before, values));
  }, [valuesKey]);

  const applyOne = (param: string, value: string) => onApply({ ...draft, [param]: value });
  const narrow = useNarrowWindow();
  const [open, setOpen] = useState(false);
  const groupId = useId();
  const inForce = Object.values(values).filter((value) => value !== '').length;
  const folded = narrow && !open && (filters.length > 0 || props.sortChoices.length > 0);

  return (
    <Flex wrap gap={8} justify="space-between" align="center">
      {narrow && (filters.length > 0 || props.sortChoices.length > 0) && (
        <Button
          icon={<FilterOutlined />}
          aria-expanded={open}
          aria-controls={groupId}
          onClick={() => setOpen((current) => !current)}
        >
          {inForce > 0 ? `Filters (${inForce})` : 'Filters'}
        </Button>
      )}
      <Flex wrap gap={8} align="center" role="search" id={groupId} hidden={folded}>
        {filters.map((filter) => {
          const param = paramOf(filter);
          return (
            <FilterInput
              key={param}
              filter={filter}
              value={draft[param] ?? ''}
              onChange={(value) => setDraft((current) => ({ ...current, [param]: value }))}
              onApply={(value) => applyOne(param, value)}
            />
          );
        })}
        {props.sortChoices.length > 0 && (
          <SortSelect choices={props.sortChoices} value={props.sort} onChange={props.onSort} />
        )}
        {filters.length > 0 && (
          <>
            <Button type="primary" icon={<SearchOutlined />} onClick={() => onApply(draft)}>
              Search
            </Button>
            <Button
              onClick={() => {
                setDraft({});
                props.onReset();
              }}
            >
              Reset
            </Button>
          </>
        )}
      </Flex>
      {props.actions && (
        <Flex wrap gap={8} align="center">
          {props.actions}
        </Flex>
      )}
    </Flex>
  );
}
