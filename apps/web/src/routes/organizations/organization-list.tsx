import { organizations } from '@mandi/domain';
import { Typography } from 'antd';
import { ResourceList } from '../../kit/list/resource-list';
import { type Organization, organizationPaths } from './organization-screen';
import { PanHolderTag } from './pan-holder-tag';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } as const;

/** /organization/list: name and enabled filters, sort, export; GST, PAN (with its holder) and FSSAI. */
export default function OrganizationList() {
  return (
    <ResourceList<Organization>
      def={organizations}
      paths={organizationPaths}
      cells={{
        gstNumber: (row) => <Typography.Text style={mono}>{row.gstNumber}</Typography.Text>,
        panNumber: (row) =>
          row.panNumber ? (
            <span style={{ whiteSpace: 'nowrap' }}>
              <Typography.Text style={mono}>{row.panNumber}</Typography.Text>
              <PanHolderTag holder={row.panHolderType} />
            </span>
          ) : null,
        fssaiNumber: (row) => <Typography.Text style={mono}>{row.fssaiNumber}</Typography.Text>,
      }}
    />
  );
}
