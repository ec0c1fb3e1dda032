import { FontSizeOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { notify } from '../api/notify';
import { SIZES, type SizeKey, useSettings } from './settings-store';

/** Default, Medium, Small, Mini: the size of every control, kept across reloads. */
export function SizeMenu() {
  const size = useSettings((s) => s.size);
  const change = useSettings((s) => s.change);

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [size],
        items: SIZES.map((item) => ({ key: item.key, label: item.label, disabled: item.key === size })),
        onClick: ({ key }) => {
          change('size', key as SizeKey);
          notify.success('Switch Size Success');
        },
      }}
    >
      {/* No tooltip: it would cover the menu this button opens. */}
      <Button type="text" title="Global size" aria-label="Global size" icon={<FontSizeOutlined />} />
    </Dropdown>
  );
}
