import { UploadOutlined } from '@ant-design/icons';
import { addresses, addressLine } from '@mandi/domain';
import { Button, Result, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { useResourceAccess } from '../../kit/resource-access';
import { usePageTitle } from '../../kit/use-page-title';
import { pincodePaths } from '../pincodes/pincode-screen';
import { useCanOpen } from '../states/use-location-trail';
import { useCustomerName } from '../users/use-customer-name';
import {
  type AddressListRow,
  addressFilters,
  addressPaths,
  addressScreenPaths,
  addressSorts,
  ownerOf,
  ownerScope,
} from './address-screen';

// The joined address line reads the names of the city, the state and the pincode.
const listQuery = { join: ['city||name', 'state||name', 'pincode||pincode'] };

/** The list's columns; the name opens the pincodes of the address's city for those who may. */
const addressColumns = (canPincodes: boolean): readonly ListColumn<AddressListRow>[] => [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  {
    key: 'name',
    title: 'Name',
    sortField: 'name',
    render: (row) =>
      canPincodes && row.cityId ? (
        <Link to={pincodePaths.list(row.cityId)} aria-label={`Pincodes of the city of ${row.name}`}>
          {row.name}
        </Link>
      ) : (
        row.name
      ),
  },
  {
    key: 'address',
    title: 'Address',
    render: (row) =>
      addressLine({
        line1: row.line1,
        line2: row.line2,
        city: row.city?.name,
        state: row.state?.name,
        pincode: row.pincode?.pincode,
      }),
  },
  { key: 'mobileNumber', title: 'Contact Number' },
  { key: 'emailAddress', title: 'Email', defaultHidden: true },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  {
    key: 'createdTimestamp',
    title: 'Created',
    kind: 'date',
    sortField: 'createdTimestamp',
    defaultHidden: true,
  },
];

/**
 * Addresses: every one (/address/list), a contact's (/address/list/{id}) or a customer's
 * (/address/list/Customer/{userId}: the addresses of all their contacts). The name opens the
 * pincodes of the address's city; the address shows as one line.
 */
export default function AddressList() {
  const params = useParams();
  const owner = ownerOf(params);
  const valid = owner !== 'invalid';
  const customerName = useCustomerName(valid && owner?.type === 'Customer' ? owner.id : undefined);
  const title = !valid
    ? 'Addresses'
    : !owner
      ? 'Addresses'
      : owner.type === 'Customer'
        ? `Addresses of ${customerName}`
        : `Addresses of contact #${owner.id}`;
  usePageTitle(title);
  const navigate = useNavigate();
  const access = useResourceAccess(addresses);
  const canPincodes = useCanOpen('pincode');

  const key = valid && owner ? `${owner.type}-${owner.id}` : 'all';
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the owner.
  const paths = useMemo(() => addressScreenPaths(valid ? owner : undefined), [key]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the owner.
  const scope = useMemo(() => ownerScope(valid ? owner : undefined), [key]);
  const columns = useMemo(() => addressColumns(canPincodes), [canPincodes]);

  if (!valid) {
    return (
      <Result
        status="404"
        title="No such address list"
        subTitle="The list is /address/list/Customer/{customer id} or /address/list/{contact id}."
        extra={<Button onClick={() => navigate(addressPaths.all)}>All addresses</Button>}
      />
    );
  }

  return (
    <ResourceList<AddressListRow>
      key={key}
      def={addresses}
      paths={paths}
      columns={columns}
      filters={addressFilters}
      sortChoices={addressSorts}
      scope={scope}
      listQuery={listQuery}
      actions={{ add: owner !== undefined }}
      screenKey={addressPaths.patterns.list}
      header={
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
      }
      toolbar={
        access.write && (
          <Button icon={<UploadOutlined />} onClick={() => navigate(addressPaths.import)}>
            Import
          </Button>
        )
      }
    />
  );
}
