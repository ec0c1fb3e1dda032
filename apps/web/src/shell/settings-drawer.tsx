import { SettingOutlined } from '@ant-design/icons';
import { Button, ColorPicker, Divider, Drawer, Flex, Switch, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { DEFAULT_THEME_COLOR, type ShellSettings, useSettings } from './settings-store';

const THEME_PRESETS = [DEFAULT_THEME_COLOR, '#256203', '#13C2C2', '#722ED1', '#EB2F96', '#FA541C', '#2F54EB'];

function SettingRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" className="settings-row">
      <Typography.Text>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/** Page style: theme colour, tags view, sidebar logo and fixed header, kept across reloads. */
export function SettingsDrawer() {
  const [open, setOpen] = useState(false);
  const settings = useSettings();
  const toggle = (
    key: keyof Pick<ShellSettings, 'tagsView' | 'sidebarLogo' | 'fixedHeader'>,
    label: string,
  ) => (
    <SettingRow label={label}>
      <Switch aria-label={label} checked={settings[key]} onChange={(value) => settings.change(key, value)} />
    </SettingRow>
  );

  return (
    <>
      <Tooltip title="Settings" placement="bottom">
        <Button type="text" aria-label="Settings" icon={<SettingOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      <Drawer title="Page style setting" open={open} onClose={() => setOpen(false)} size={300}>
        <SettingRow label="Theme Color">
          <ColorPicker
            aria-label="Theme Color"
            value={settings.themeColor}
            disabledAlpha
            presets={[{ label: 'Suggested', colors: THEME_PRESETS }]}
            onChangeComplete={(color) => settings.change('themeColor', color.toHexString())}
          />
        </SettingRow>
        <Divider />
        {toggle('tagsView', 'Open Tags-View')}
        {toggle('fixedHeader', 'Fixed Header')}
        {toggle('sidebarLogo', 'Sidebar Logo')}
        <Divider />
        <Button block onClick={settings.reset}>
          Reset to defaults
        </Button>
      </Drawer>
    </>
  );
}
