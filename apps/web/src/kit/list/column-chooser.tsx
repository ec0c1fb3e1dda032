import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover } from 'antd';

interface ColumnChooserProps {
  columns: readonly { key: string; title: string }[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** Shows or hides table columns; at least one column always stays. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const shown = columns.filter((column) => !hidden.includes(column.key)).map((column) => column.key);
  const content = (
    <Checkbox.Group
      value={shown}
      onChange={(next) => {
        if (next.length === 0) return;
        onChange(columns.filter((column) => !next.includes(column.key)).map((column) => column.key));
      }}
    >
      <Flex vertical gap={4}>
        {columns.map((column) => (
          <Checkbox key={column.key} value={column.key}>
            {column.title}
          </Checkbox>
        ))}
      </Flex>
    </Checkbox.Group>
  );
  return (
    <Popover content={content} title="Columns" trigger="click" placement="bottomRight">
      <Button icon={<SettingOutlined />} aria-label="Columns">
        Columns
      </Button>
    </Popover>
  );
}
