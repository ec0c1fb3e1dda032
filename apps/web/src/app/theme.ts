import { type ThemeConfig, theme } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { SIDEBAR_COLOR, type SizeKey } from '../shell/settings-store';

/** The size menu on antd's sizes; Mini is Small on the compact algorithm. */
export const COMPONENT_SIZE: Record<SizeKey, SizeType> = {
  default: 'large',
  medium: 'medium',
  small: 'small',
  mini: 'small',
};

/** The page behind the cards (layout body); text must read on it as on white. */
const PAGE_BACKGROUND = '#f0f2f5';
/** WCAG 2.1 AA for normal text, with a little room for rounding. */
const TEXT_CONTRAST = 4.6;

function channels(hex: string): [number, number, number] {
  const full = hex.replace('#', '').padEnd(6, '0').slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function toHsl([r, g, b]: number[]): [number, number, number] {
  const [red, green, blue] = [r! / 255, g! / 255, b! / 255];
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === red
      ? (green - blue) / d + (green < blue ? 6 : 0)
      : max === green
        ? (blue - red) / d + 2
        : (red - green) / d + 4;
  return [h / 6, s, l];
}

function fromHsl(h: number, s: number, l: number): number[] {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return [hue(h + 1 / 3), hue(h), hue(h - 1 / 3)].map((c) => c * 255);
}

/**
 * The colour itself when text in it (and white text on it) reads at AA on white and on the
 * page; otherwise the same hue and saturation, darker, until it does (#409EFF becomes #0068d4).
 */
export function accessibleShade(hex: string): string {
  const [h, s, l] = toHsl(channels(hex));
  for (let lightness = l; lightness > 0; lightness -= 0.01) {
    const shade = toHex(fromHsl(h, s, lightness));
    if (contrastRatio(shade, PAGE_BACKGROUND) >= TEXT_CONTRAST) return shade;
  }
  return '#000000';
}

/** Accessible shades (>= 4.5:1 on white and on the page) for text, hints and the Delete action. */
const DANGER = '#cf1322';
const TEXT_HINT = '#666666';
const PLACEHOLDER = '#707070';
/** The focus ring: 3:1 and more against white and the page, whatever the theme colour. */
export const FOCUS_RING = '#0b57d0';

/**
 * How dense every table is at each size of the size menu (issue 31.1): Default is antd's large,
 * Medium its middle with rows 8 px from their text instead of 12 (an order list shows a
 * working screen of rows at 1366 × 768), Small and Mini tighter still in padding and text;
 * Mini also gets smaller controls from the compact algorithm. Screens set nothing of this.
 */
export const TABLE_DENSITY: Record<SizeKey, NonNullable<ThemeConfig['components']>['Table']> = {
  default: {},
  medium: { cellPaddingBlockMD: 8, cellPaddingInlineMD: 8 },
  small: { cellPaddingBlockSM: 4, cellPaddingInlineSM: 6, cellFontSizeSM: 13 },
  mini: { cellPaddingBlockSM: 2, cellPaddingInlineSM: 4, cellFontSizeSM: 12 },
};

/** Mini's text: a size below Small's, still 12 px in a table (AA holds: contrast, not size). */
const MINI_FONT_SIZE = 13;

/**
 * The spec's theme: primary #409EFF (or the admin's choice), sidebar dark green #256203. The
 * brand colour stays on large accents (`--brand-accent`: progress bar, dashboard cards); text,
 * links and primary buttons use its accessible shade. Without motion (the visitor's system asks
 * for reduced motion) menus, dialogs and drawers open and close at once.
 */
export function themeOf(primary: string, size: SizeKey, { motion = true } = {}): ThemeConfig {
  const shade = accessibleShade(primary);
  return {
    algorithm: size === 'mini' ? theme.compactAlgorithm : theme.defaultAlgorithm,
    token: {
      motion,
      colorPrimary: shade,
      colorLink: shade,
      colorInfo: shade,
      colorError: DANGER,
      colorTextDescription: TEXT_HINT,
      colorTextTertiary: TEXT_HINT,
      colorTextPlaceholder: PLACEHOLDER,
      borderRadius: 6,
      ...(size === 'mini' ? { fontSize: MINI_FONT_SIZE } : {}),
    },
    components: {
      // A table's empty text ("No products yet", "No payments") is drawn in the disabled grey
      // (#bfbfbf, 1.8:1): the hint's shade reads at AA, in every table.
      Table: { colorTextDisabled: TEXT_HINT, ...TABLE_DENSITY[size] },
      Layout: { siderBg: SIDEBAR_COLOR, headerBg: '#ffffff', bodyBg: PAGE_BACKGROUND },
      Menu: {
        darkItemBg: SIDEBAR_COLOR,
        darkSubMenuItemBg: '#1d4d02',
        darkPopupBg: SIDEBAR_COLOR,
        darkItemColor: 'rgba(255, 255, 255, 0.85)',
        darkItemHoverColor: '#ffffff',
        darkItemHoverBg: 'rgba(255, 255, 255, 0.08)',
        darkItemSelectedBg: '#174001',
        darkItemSelectedColor: '#ffffff',
        darkGroupTitleColor: 'rgba(255, 255, 255, 0.75)',
      },
    },
  };
}
