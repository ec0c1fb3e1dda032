import { contacts } from '@mandi/domain';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { usePageTitle } from '../../kit/use-page-title';
import { type Contact, contactPaths, contactScreenPaths, idParam } from './contact-screen';

const joinOrganization = { join: 'organization' };

/**
 * /contact/list/{userId}: one customer's contacts (filters contact person name, email and
 * enabled; sort by id; 10 a page). /contact/list: everyone's, with the customer id as a filter.
 */
export default function ContactList() {
  const userId = idParam(useParams().userId);
  const title = userId === undefined ? 'Contacts' : `Contacts of customer ${userId}`;
  usePageTitle(title);
  const paths = useMemo(() => contactScreenPaths(userId), [userId]);
  const scope = useMemo(() => (userId === undefined ? [] : [`userId||$eq||${userId}`]), [userId]);

  const columns = useMemo(
    () => (fromFields: ListColumn<Contact>[]) =>
      fromFields
        .filter((column) => userId === undefined || column.key !== 'userId')
        .map((column) =>
          column.key === 'organizationId'
            ? { ...column, render: (row: Contact) => row.organization?.name ?? null }
            : column,
        ),
    [userId],
  );
  const filters = useMemo<readonly FilterDef[]>(
    () => [
      { kind: 'text', field: 'contactPersonName', label: 'Contact Person Name' },
      { kind: 'text', field: 'emailAddress', label: 'Email' },
      ...(userId === undefined
        ? [
            {
              kind: 'text',
              field: 'userId',
              label: 'Customer ID',
              operator: '$eq',
              placeholder: '42',
            } as const,
          ]
        : []),
      enabledFilter(),
    ],
    [userId],
  );

  return (
    <ResourceList<Contact>
      key={userId ?? 'all'}
      def={contacts}
      paths={paths}
      columns={columns}
      filters={filters}
      scope={scope}
      listQuery={joinOrganization}
      actions={{ add: userId !== undefined }}
      screenKey={userId === undefined ? contactPaths.patterns.all : contactPaths.patterns.list}
      header={
        userId === undefined ? undefined : (
          <Typography.Title level={4} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
        )
      }
    />
  );
}
