import { ENABLED_FIELD, type FieldSpec, type ResourceDef } from '@mandi/domain';
import type { BooleanFilter, FilterDef, ListColumn, SortChoice } from './list-types';

/**
 * A list's columns, filters and sort choices from the declaration's field metadata
 * (`label`, `list`, `filter`, `sort`), each in declaration order. Screens may still pass
 * their own, or adjust these.
 */
const entries = (def: ResourceDef) => Object.entries(def.fields) as [string, FieldSpec][];
const labelOf = (field: string, spec: FieldSpec) => spec.label ?? field;

export function columnsOf<Row>(def: ResourceDef): ListColumn<Row>[] {
  return entries(def).flatMap(([field, spec]) =>
    spec.list
      ? [
          {
            key: field,
            title: labelOf(field, spec),
            kind: spec.list,
            width: field === 'id' ? 80 : undefined,
            align: spec.list === 'money' || spec.list === 'percent' ? ('right' as const) : undefined,
            sortField: spec.sort ? field : undefined,
            defaultHidden: spec.hidden,
          },
        ]
      : [],
  );
}

/**
 * Every list's enabled filter, made here only: named as the column and the form name the flag
 * ("Enabled"), Yes or No, showing "Enabled: Yes" once chosen.
 */
export function enabledFilter(options: Pick<BooleanFilter, 'defaultValue'> = {}): BooleanFilter {
  return { kind: 'boolean', field: 'enabled', label: ENABLED_FIELD.label, ...options };
}

export function filtersOf(def: ResourceDef): FilterDef[] {
  return entries(def).flatMap(([field, spec]): FilterDef[] => {
    const label = labelOf(field, spec);
    switch (spec.filter) {
      case 'contains':
        return [{ kind: 'text', field, label }];
      case 'equals':
        return [{ kind: 'text', field, label, operator: '$eq' }];
      case 'select':
        return [
          {
            kind: 'select',
            field,
            label,
            options: (spec.values ?? []).map((value) => ({ label: value, value })),
          },
        ];
      case 'enabled':
        return [{ ...enabledFilter(), field }];
      case 'dateRange':
        return [{ kind: 'dateRange', field, label }];
      default:
        return [];
    }
  });
}

export function sortsOf(def: ResourceDef): SortChoice[] {
  return entries(def).flatMap(([field, spec]) =>
    spec.sort === true ? [{ field, label: labelOf(field, spec) }] : [],
  );
}
