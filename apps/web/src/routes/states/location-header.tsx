import { Alert, Breadcrumb, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { errorMessage } from '../../api/notify';
import { listPathWithLastSearch } from '../../kit/list/last-list-search';
import { cityPaths } from '../cities/city-screen';
import { pincodePaths } from '../pincodes/pincode-screen';
import { statePaths } from './state-screen';
import { type LocationTrail, useCanOpen } from './use-location-trail';

/**
 * The heading of a drill-down list, "India / Maharashtra / Mumbai" with each level above a
 * link back to its list (when the admin may open it), then the list's title.
 */
export function LocationHeader({ trail, title }: { trail: LocationTrail; title: string }) {
  const canStates = useCanOpen('state');
  const canCities = useCanOpen('city');
  const levels = [
    trail.country && {
      name: trail.country.name,
      to: canStates ? statePaths.list(trail.country.id) : undefined,
    },
    trail.state && { name: trail.state.name, to: canCities ? cityPaths.list(trail.state.id) : undefined },
    trail.city && { name: trail.city.name, to: pincodePaths.list(trail.city.id) },
  ].filter((level): level is { name: string; to: string | undefined } => Boolean(level));

  return (
    <Flex vertical gap={8}>
      {levels.length > 1 && (
        <Breadcrumb
          aria-label="Location trail"
          items={levels.map((level, index) => ({
            title:
              index < levels.length - 1 && level.to ? (
                <Link to={listPathWithLastSearch(level.to)}>{level.name}</Link>
              ) : (
                level.name
              ),
          }))}
        />
      )}
      <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
        {title}
      </Typography.Title>
      {trail.error ? <Alert type="error" showIcon title={errorMessage(trail.error)} /> : null}
    </Flex>
  );
}
