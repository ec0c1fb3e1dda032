import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The spec's size menu; Medium is the default. */
export const SIZES = [
  { key: 'default', label: 'Default' },
  { key: 'medium', label: 'Medium' },
  { key: 'small', label: 'Small' },
  { key: 'mini', label: 'Mini' },
] as const;
export type SizeKey = (typeof SIZES)[number]['key'];

export const LANGUAGES = [{ key: 'en', label: 'English' }] as const;
export type LanguageKey = (typeof LANGUAGES)[number]['key'];

export const DEFAULT_THEME_COLOR = '#409EFF';
export const SIDEBAR_COLOR = '#256203';

export interface ShellSettings {
  sidebarCollapsed: boolean;
  size: SizeKey;
  themeColor: string;
  tagsView: boolean;
  sidebarLogo: boolean;
  fixedHeader: boolean;
  language: LanguageKey;
}

export const DEFAULT_SETTINGS: ShellSettings = {
  sidebarCollapsed: false,
  size: 'medium',
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  sidebarLogo: true,
  fixedHeader: true,
  language: 'en',
};

interface SettingsState extends ShellSettings {
  change: <K extends keyof ShellSettings>(key: K, value: ShellSettings[K]) => void;
  reset: () => void;
}

/** Every shell setting, kept in localStorage so a reload keeps the admin's choices. */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      change: (key, value) => set({ [key]: value } as Partial<ShellSettings>),
      reset: () => set(DEFAULT_SETTINGS),
    }),
    {
      name: 'mandi.settings',
      version: 1,
      // Only the settings are stored, never the functions.
      partialize: ({ change: _change, reset: _reset, ...settings }) => settings,
    },
  ),
);
