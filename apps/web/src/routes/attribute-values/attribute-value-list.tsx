import { attributes, attributesValues, isSystemAttribute } from '@mandi/domain';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ListColumn, SortChoice } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { useResourceOne } from '../../kit/resource-hooks';
import { usePageTitle } from '../../kit/use-page-title';
import type { Attribute } from '../attributes/attribute-screen';
import {
  type AttributeValue,
  attributeValueFilters,
  attributeValuePaths,
  attributeValueScreenPaths,
} from './attribute-value-screen';
import { useReorderValues } from './use-reorder-values';

const columns: readonly ListColumn<AttributeValue>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  { key: 'name', title: 'Name', sortField: 'name' },
  { key: 'priority', title: 'Priority', align: 'right', sortField: 'priority' },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  {
    key: 'createdTimestamp',
    title: 'Created',
    kind: 'date',
    sortField: 'createdTimestamp',
    defaultHidden: true,
  },
];

const sorts: readonly SortChoice[] = [
  { field: 'priority', label: 'Priority' },
  { field: 'name', label: 'Name' },
  { field: 'id', label: 'ID' },
];

/**
 * "{attribute name} Attributes Values": the values of one attribute by priority, reordered by
 * dragging. The system attribute's values are shown, not changed.
 */
export default function AttributeValueList() {
  const attributeId = useParams().attributeId ?? '';
  const attribute = useResourceOne<Attribute>(attributes, attributeId);
  const title = attribute.data ? `${attribute.data.name} Attributes Values` : undefined;
  usePageTitle(title);
  const reorder = useReorderValues();
  const locked = isSystemAttribute(attributeId);

  const paths = useMemo(() => attributeValueScreenPaths(attributeId), [attributeId]);
  const scope = useMemo(() => [`attributeId||$eq||${Number(attributeId) || 0}`], [attributeId]);

  return (
    <ResourceList<AttributeValue>
      key={attributeId}
      def={attributesValues}
      paths={paths}
      columns={columns}
      filters={attributeValueFilters}
      sortChoices={sorts}
      scope={scope}
      screenKey={attributeValuePaths.patterns.list}
      actions={locked ? { add: false, edit: false, delete: false } : undefined}
      isLocked={() => locked}
      sortable={locked ? undefined : { onReorder: reorder }}
      header={
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
            {title ?? 'Attributes Values'}
          </Typography.Title>
          {!locked && (
            <Typography.Text type="secondary">Drag a row by its handle to change the order.</Typography.Text>
          )}
        </Flex>
      }
    />
  );
}
