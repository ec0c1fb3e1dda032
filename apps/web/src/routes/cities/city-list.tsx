import { cities } from '@mandi/domain';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { usePageTitle } from '../../kit/use-page-title';
import { pincodePaths } from '../pincodes/pincode-screen';
import { drillDownColumn } from '../states/drill-down-column';
import { LocationHeader } from '../states/location-header';
import { idParam } from '../states/state-screen';
import { useCanOpen, useLocationTrail } from '../states/use-location-trail';
import { type City, cityFilters, cityPaths, cityScreenPaths, citySorts } from './city-screen';

/** The cities of one state; a name opens its pincodes. */
export default function CityList() {
  const stateId = idParam(useParams().stateId) ?? 0;
  const trail = useLocationTrail({ stateId });
  const title = trail.state ? `Cities of ${trail.state.name}` : 'Cities';
  usePageTitle(title);
  const canPincodes = useCanOpen('pincode');

  const paths = useMemo(() => cityScreenPaths(stateId), [stateId]);
  const scope = useMemo(() => [`stateId||$eq||${stateId}`], [stateId]);
  const columns = useMemo<readonly ListColumn<City>[]>(
    () => [
      { key: 'id', title: 'ID', width: 80, sortField: 'id' },
      drillDownColumn<City>(canPincodes, pincodePaths.list, (name) => `Pincodes of ${name}`),
      { key: 'enabled', title: 'Enabled', kind: 'enabled' },
      { key: 'createdTimestamp', title: 'Created', kind: 'date', sortField: 'createdTimestamp' },
    ],
    [canPincodes],
  );

  return (
    <ResourceList<City>
      key={stateId}
      def={cities}
      paths={paths}
      columns={columns}
      filters={cityFilters}
      sortChoices={citySorts}
      scope={scope}
      screenKey={cityPaths.patterns.list}
      header={<LocationHeader trail={trail} title={title} />}
    />
  );
}
