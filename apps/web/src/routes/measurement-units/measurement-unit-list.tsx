import { measurementUnits } from '@mandi/domain';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import {
  type MeasurementUnit,
  measurementUnitFilters,
  measurementUnitPaths,
  measurementUnitSorts,
} from './measurement-unit-screen';

const columns: readonly ListColumn<MeasurementUnit>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  { key: 'name', title: 'Name', sortField: 'name' },
  { key: 'code', title: 'Code', sortField: 'code' },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  {
    key: 'createdTimestamp',
    title: 'Created',
    kind: 'date',
    sortField: 'createdTimestamp',
    defaultHidden: true,
  },
];

export default function MeasurementUnitList() {
  return (
    <ResourceList<MeasurementUnit>
      def={measurementUnits}
      paths={measurementUnitPaths}
      columns={columns}
      filters={measurementUnitFilters}
      sortChoices={measurementUnitSorts}
    />
  );
}
