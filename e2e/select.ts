import { expect, type Locator } from '@playwright/test';

/**
 * Opens one antd select (typing into it when `typed` is given) and answers its options, once
 * they can be clicked where they are. Two races made specs flaky in CI, and both are closed here:
 * - another select's list still closing: a spec clicked "the first visible option" and got the
 *   previous select's, which vanished under it (four minutes of "element is not visible");
 *   the list is found through this combobox's own `aria-controls`, never by what is on screen;
 * - antd's slide-in: an option found while the list moves is clicked where it no longer is
 *   (seen at y=19, then at y=803 for a select at y=410); the list is used only once its
 *   `ant-slide-up-*` motion classes are gone.
 */
export async function openOptions(combobox: Locator, typed?: string): Promise<Locator> {
  await combobox.click();
  if (typed !== undefined) await combobox.fill(typed);
  await expect(combobox).toHaveAttribute('aria-controls', /_list$/);
  const listId = await combobox.getAttribute('aria-controls');
  const page = combobox.page();
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listId}"]`) });
  await expect(dropdown).toBeVisible();
  await expect(dropdown).not.toHaveClass(/ant-slide-up/);
  return dropdown.locator('.ant-select-item-option');
}

/** Picks the (first) option showing `text`; `typed` is what a person types to find it. */
export async function chooseOption(combobox: Locator, text: string | RegExp, typed?: string) {
  const options = await openOptions(combobox, typed);
  await options.filter({ hasText: text }).first().click();
}

/** Picks `text` as a person does: typed first into a select that searches, then chosen. */
export async function pickOption(combobox: Locator, text: string) {
  await chooseOption(combobox, text, (await combobox.isEditable()) ? text : undefined);
}
