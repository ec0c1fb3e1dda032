import { taxes } from '@mandi/domain';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { type Tax, taxFilters, taxPaths, taxSorts } from './tax-screen';

const columns: readonly ListColumn<Tax>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  { key: 'name', title: 'Name', sortField: 'name' },
  { key: 'rate', title: 'Rate', kind: 'percent', align: 'right', sortField: 'rate' },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  { key: 'createdTimestamp', title: 'Created', kind: 'date', sortField: 'createdTimestamp' },
];

export default function TaxList() {
  return (
    <ResourceList<Tax>
      def={taxes}
      paths={taxPaths}
      columns={columns}
      filters={taxFilters}
      sortChoices={taxSorts}
    />
  );
}
