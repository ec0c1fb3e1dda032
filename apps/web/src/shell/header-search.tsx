import { SearchOutlined } from '@ant-design/icons';
import { Button, Select, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AppRoute } from '../routes/route-types';
import { groupOf, menuLinkOf, menuRoutes } from './route-tree';

/** Jump to any screen the admin can open, by its title or its group's. */
export function HeaderSearch({ routes }: { routes: readonly AppRoute[] }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const options = useMemo(
    () =>
      menuRoutes(routes).map((route) => {
        const group = groupOf(route);
        return { value: menuLinkOf(route)!, label: group ? `${group.title} > ${route.title}` : route.title };
      }),
    [routes],
  );

  if (!open) {
    return (
      <Tooltip title="Search menu" placement="bottom">
        <Button
          type="text"
          aria-label="Search menu"
          icon={<SearchOutlined />}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
    );
  }
  return (
    <Select
      className="header-search"
      autoFocus
      defaultOpen
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Search"
      aria-label="Search menu"
      options={options}
      value={null}
      onChange={(path: string) => {
        setOpen(false);
        navigate(path);
      }}
      onBlur={() => setOpen(false)}
      suffixIcon={<SearchOutlined />}
      notFoundContent="No matching screen"
    />
  );
}
