import { UnorderedListOutlined } from '@ant-design/icons';
import { attributes, isSystemAttribute } from '@mandi/domain';
import { Button, Flex, Tag, Tooltip } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { attributeValuePaths } from '../attribute-values/attribute-value-screen';
import { type Attribute, attributeFilters, attributePaths, attributeSorts } from './attribute-screen';

const columns: readonly ListColumn<Attribute>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  {
    key: 'name',
    title: 'Name',
    sortField: 'name',
    // Attribute 1 is the system's: not linked to its values, not editable.
    render: (row) =>
      isSystemAttribute(row.id) ? (
        <Flex gap={8} align="center">
          {row.name}
          <Tooltip title="A system attribute: it cannot be edited">
            <Tag>System</Tag>
          </Tooltip>
        </Flex>
      ) : (
        <Link to={attributeValuePaths.list(row.id)}>{row.name}</Link>
      ),
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  {
    key: 'createdTimestamp',
    title: 'Created',
    kind: 'date',
    sortField: 'createdTimestamp',
    defaultHidden: true,
  },
];

function ValuesButton({ row }: { row: Attribute }) {
  const navigate = useNavigate();
  if (isSystemAttribute(row.id)) return null;
  return (
    <Button
      size="small"
      icon={<UnorderedListOutlined />}
      aria-label={`Values of ${row.name}`}
      onClick={() => navigate(attributeValuePaths.list(row.id))}
    >
      Values
    </Button>
  );
}

export default function AttributeList() {
  return (
    <ResourceList<Attribute>
      def={attributes}
      paths={attributePaths}
      columns={columns}
      filters={attributeFilters}
      sortChoices={attributeSorts}
      isLocked={(row) => isSystemAttribute(row.id)}
      rowActions={(row) => <ValuesButton row={row} />}
    />
  );
}
