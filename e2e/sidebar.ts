import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens a group of the sidebar (Catalogue, Locations) and waits for its opening animation to
 * end. During antd's collapse motion the group's items are not yet where they will be: a click
 * found an item at one place and landed elsewhere, opening nothing (failed once in CI).
 */
export async function openSidebarGroup(page: Page, group: string) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText(group, { exact: true }).click();
  // rc-motion marks a sub-menu with its motion's name while it moves.
  await expect(sidebar.locator('.ant-motion-collapse')).toHaveCount(0);
}
