/**
 * Keyboard help for forms in tabs and long forms, on the form's DOM (antd draws the tabs):
 * the first field takes the focus when the form opens; after a failed save each tab holding
 * a field in error is marked ("General (has errors)") and the first such tab is opened.
 */
const FIELD =
  'input:not([type="hidden"]):not([type="file"]):not([disabled]):not([readonly]), textarea:not([disabled]), [role="combobox"]:not([aria-disabled="true"])';

export function focusFirstField(form: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>(FIELD);
  field?.focus({ preventScroll: false });
}

/** Marks (data-has-error, see global.css) the tabs whose panel holds an error; answers the first. */
export function markTabsWithErrors(form: HTMLElement | null): HTMLElement | undefined {
  if (!form) return undefined;
  let first: HTMLElement | undefined;
  for (const tab of form.querySelectorAll<HTMLElement>('[role="tab"][aria-controls]')) {
    const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
    const hasError = Boolean(panel?.querySelector('.ant-form-item-has-error'));
    if (hasError) {
      tab.setAttribute('data-has-error', 'true');
      first ??= tab;
    } else tab.removeAttribute('data-has-error');
  }
  return first;
}

/**
 * After a failed save, once antd has drawn the fields in error: mark the tabs, open the first
 * in error, focus its first invalid field, then `then` (the toast, which names them).
 */
export function showFirstError(form: HTMLElement | null, then: () => void) {
  // Two frames: antd's error states are committed by then.
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const tab = markTabsWithErrors(form);
      const focusInvalid = () =>
        form?.querySelector<HTMLElement>(`.ant-form-item-has-error :is(${FIELD})`)?.focus();
      if (tab && tab.getAttribute('aria-selected') !== 'true') {
        tab.click();
        // The opened panel is shown on the next frame.
        requestAnimationFrame(focusInvalid);
      } else focusInvalid();
      then();
    }),
  );
}

/**
 * The labels of the fields now in error ("Name and Rate"), read from the form as drawn, or
 * undefined when none is marked. antd marks the fields in the same round as the failure.
 */
export function errorLabels(form: HTMLElement | null): string | undefined {
  const labels = [...(form?.querySelectorAll('.ant-form-item-has-error .ant-form-item-label label') ?? [])]
    .map((label) => label.textContent?.trim())
    .filter((label): label is string => Boolean(label));
  const unique = [...new Set(labels)];
  if (unique.length === 0) return undefined;
  if (unique.length === 1) return unique[0];
  return `${unique.slice(0, -1).join(', ')} and ${unique.at(-1)}`;
}
