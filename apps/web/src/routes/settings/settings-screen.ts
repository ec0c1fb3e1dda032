import type { settingsInput } from '@mandi/domain';
import type { z } from 'zod';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/** The settings screens: /setting/info (the menu's), /setting/list and /setting/edit/{id}, one form. */
export const settingsPaths: ScreenPaths & { info: string } = {
  info: '/setting/info',
  list: '/setting/info',
  add: '/setting/info',
  edit: (id: RowId) => `/setting/edit/${encodeURIComponent(String(id))}`,
  patterns: { list: '/setting/list', add: '/setting/info', edit: '/setting/edit/:id' },
};

/** The settings row as the API answers it: featured products come named. */
export type Settings = Omit<z.output<typeof settingsInput>, 'product'> & {
  id: number;
  product: { id: number; name: string }[];
  updatedTimestamp: string;
};
