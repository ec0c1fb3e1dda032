import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The antd dropdown menu now open, once it has stopped moving. A dropdown slides in
 * (`ant-slide-up-*`) where it is aligned, and one just closed slides out: an item found
 * while its menu moves is clicked where it no longer is, and nothing happens (two shell
 * specs failed so in CI, as selects and the sidebar did: select.ts, sidebar.ts).
 */
export async function openMenu(page: Page): Promise<Locator> {
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu).toHaveCount(1);
  await expect(menu).not.toHaveClass(/ant-slide-up/);
  return menu;
}

/** An item of the open dropdown menu, to click once the menu is still. */
export async function menuItem(page: Page, name: string | RegExp): Promise<Locator> {
  return (await openMenu(page)).getByRole('menuitem', { name });
}
