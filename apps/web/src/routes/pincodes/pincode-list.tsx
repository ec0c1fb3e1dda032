import { UploadOutlined } from '@ant-design/icons';
import { pincodes } from '@mandi/domain';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { useResourceAccess } from '../../kit/resource-access';
import { usePageTitle } from '../../kit/use-page-title';
import { LocationHeader } from '../states/location-header';
import { idParam } from '../states/state-screen';
import { useLocationTrail } from '../states/use-location-trail';
import {
  type Pincode,
  pincodeFilters,
  pincodePaths,
  pincodeScreenPaths,
  pincodeSorts,
} from './pincode-screen';

const columns: readonly ListColumn<Pincode>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  { key: 'pincode', title: 'Pincode', sortField: 'pincode' },
  { key: 'pincodeName', title: 'Pincode Name', sortField: 'pincodeName' },
  {
    key: 'isDeliverable',
    title: 'Deliverable',
    render: (row) => (row.isDeliverable ? <Tag color="green">Yes</Tag> : <Tag color="red">No</Tag>),
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  { key: 'createdTimestamp', title: 'Created', kind: 'date', sortField: 'createdTimestamp' },
];

/** The pincodes of one city, whether the store delivers there, and the way to the import. */
export default function PincodeList() {
  const cityId = idParam(useParams().cityId) ?? 0;
  const trail = useLocationTrail({ cityId });
  const title = trail.city ? `Pincodes of ${trail.city.name}` : 'Pincodes';
  usePageTitle(title);
  const navigate = useNavigate();
  const access = useResourceAccess(pincodes);

  const paths = useMemo(() => pincodeScreenPaths(cityId), [cityId]);
  const scope = useMemo(() => [`cityId||$eq||${cityId}`], [cityId]);

  return (
    <ResourceList<Pincode>
      key={cityId}
      def={pincodes}
      paths={paths}
      columns={columns}
      filters={pincodeFilters}
      sortChoices={pincodeSorts}
      scope={scope}
      screenKey={pincodePaths.patterns.list}
      header={<LocationHeader trail={trail} title={title} />}
      toolbar={
        access.write && (
          <Button icon={<UploadOutlined />} onClick={() => navigate(pincodePaths.import)}>
            Import
          </Button>
        )
      }
    />
  );
}
