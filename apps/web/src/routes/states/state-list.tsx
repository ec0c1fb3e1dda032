import { INDIA_COUNTRY_ID, states } from '@mandi/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { usePageTitle } from '../../kit/use-page-title';
import { cityPaths } from '../cities/city-screen';
import { drillDownColumn } from './drill-down-column';
import { LocationHeader } from './location-header';
import { idParam, type State, stateFilters, statePaths, stateScreenPaths, stateSorts } from './state-screen';
import { useCanOpen, useLocationTrail } from './use-location-trail';

/** The states of a country (the sidebar opens India), enabled ones first shown; a name opens its cities. */
export default function StateList() {
  const countryId = idParam(useParams().countryId) ?? INDIA_COUNTRY_ID;
  const trail = useLocationTrail({ countryId });
  const title = trail.country ? `States of ${trail.country.name}` : 'States';
  usePageTitle(title);
  const canCities = useCanOpen('city');

  const paths = useMemo(() => stateScreenPaths(countryId), [countryId]);
  const scope = useMemo(() => [`countryId||$eq||${countryId}`], [countryId]);
  const columns = useMemo<readonly ListColumn<State>[]>(
    () => [
      { key: 'id', title: 'ID', width: 80, sortField: 'id' },
      drillDownColumn<State>(canCities, cityPaths.list, (name) => `Cities of ${name}`),
      { key: 'code', title: 'Code', width: 90 },
      { key: 'priority', title: 'Priority', align: 'right', sortField: 'priority' },
      { key: 'enabled', title: 'Enabled', kind: 'enabled' },
      {
        key: 'createdTimestamp',
        title: 'Created',
        kind: 'date',
        sortField: 'createdTimestamp',
        defaultHidden: true,
      },
    ],
    [canCities],
  );

  return (
    <ResourceList<State>
      key={countryId}
      def={states}
      paths={paths}
      columns={columns}
      filters={stateFilters}
      sortChoices={stateSorts}
      scope={scope}
      screenKey={statePaths.patterns.list}
      header={<LocationHeader trail={trail} title={title} />}
    />
  );
}
