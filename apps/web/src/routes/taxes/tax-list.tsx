import { taxes } from '@mandi/domain';
import { ResourceList } from '../../kit/list/resource-list';
import { type Tax, taxPaths } from './tax-screen';

/** /tax/list: columns, filters and sort choices from the declaration's fields. */
export default function TaxList() {
  return <ResourceList<Tax> def={taxes} paths={taxPaths} />;
}
