import { Link } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';

/**
 * The Name column of a location list: a link down to the place's children (a state's cities,
 * a city's pincodes) for an admin who may open them, plain text for others.
 */
export function drillDownColumn<Row extends { id: number; name: string }>(
  canOpen: boolean,
  to: (id: number) => string,
  label: (name: string) => string,
): ListColumn<Row> {
  return {
    key: 'name',
    title: 'Name',
    sortField: 'name',
    render: (row) =>
      canOpen ? (
        <Link to={to(row.id)} aria-label={label(row.name)}>
          {row.name}
        </Link>
      ) : (
        row.name
      ),
  };
}
