import { type ThemeConfig, theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { SIDEBAR_COLOR, type SizeKey } from '../shell/settings-store';

/** The size menu on antd's sizes; Mini is Small on the compact algorithm. */
export const COMPONENT_SIZE: Record<SizeKey, SizeType> = {
  default: 'large',
  medium: 'middle',
  small: 'small',
  mini: 'small',
};

/** The spec's theme: primary #409EFF (or the admin's choice), sidebar dark green #256203. */
export function themeOf(primary: string, size: SizeKey): ThemeConfig {
  return {
    algorithm: size === 'mini' ? theme.compactAlgorithm : theme.defaultAlgorithm,
    token: { colorPrimary: primary, colorLink: primary, borderRadius: 6 },
    components: {
      Layout: { siderBg: SIDEBAR_COLOR, headerBg: '#ffffff', bodyBg: '#f0f2f5' },
      Menu: {
        darkItemBg: SIDEBAR_COLOR,
        darkSubMenuItemBg: '#1d4d02',
        darkPopupBg: SIDEBAR_COLOR,
        darkItemColor: 'rgba(255, 255, 255, 0.78)',
        darkItemHoverColor: '#ffffff',
        darkItemHoverBg: 'rgba(255, 255, 255, 0.08)',
        darkItemSelectedBg: '#174001',
        darkItemSelectedColor: '#ffffff',
        darkGroupTitleColor: 'rgba(255, 255, 255, 0.6)',
      },
    },
  };
}
