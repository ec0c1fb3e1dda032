import type { attributesValues, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef } from '../../kit/list/list-types';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/**
 * The attribute value screens of the spec: /attribute-value/list/{attributeId},
 * /attribute-value/add/{attributeId}, /attribute-value/edit/{id}.
 */
const segment = (id: RowId) => encodeURIComponent(String(id));

export const attributeValuePaths = {
  list: (attributeId: RowId) => `/attribute-value/list/${segment(attributeId)}`,
  add: (attributeId: RowId) => `/attribute-value/add/${segment(attributeId)}`,
  edit: (id: RowId) => `/attribute-value/edit/${segment(id)}`,
  patterns: {
    list: '/attribute-value/list/:attributeId',
    add: '/attribute-value/add/:attributeId',
    edit: '/attribute-value/edit/:id',
  },
};

/** The kit's screen paths for the values of one attribute. */
export function attributeValueScreenPaths(attributeId: RowId): ScreenPaths {
  return {
    list: attributeValuePaths.list(attributeId),
    add: attributeValuePaths.add(attributeId),
    edit: attributeValuePaths.edit,
    patterns: attributeValuePaths.patterns,
  };
}

/** A row as the API answers it, typed from the declaration. */
export type AttributeValue = DetailOf<typeof attributesValues>;

export const attributeValueFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  enabledFilter(),
];
