import { measurementUnits } from '@mandi/domain';
import { ResourceList } from '../../kit/list/resource-list';
import { type MeasurementUnit, measurementUnitPaths } from './measurement-unit-screen';

/** /measurement-unit/list: columns, filters and sort choices from the declaration's fields. */
export default function MeasurementUnitList() {
  return <ResourceList<MeasurementUnit> def={measurementUnits} paths={measurementUnitPaths} />;
}
