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

/** Frames to wait at most for antd to draw a field in error (about a second). */
const FRAMES_TO_DRAW_ERRORS = 60;

/**
 * Calls `then` once `form` shows a field in error, or after FRAMES_TO_DRAW_ERRORS frames when
 * none comes (a refusal not about a field). antd draws an error a render or two after
 * `setFields`, each its own task: on a busy machine those come after any fixed number of frames.
 */
function whenErrorDrawn(form: HTMLElement | null, then: () => void, framesLeft = FRAMES_TO_DRAW_ERRORS) {
  if (!form || framesLeft === 0 || form.querySelector('.ant-form-item-has-error')) return then();
  requestAnimationFrame(() => whenErrorDrawn(form, then, framesLeft - 1));
}

/**
 * After a failed save, once antd has drawn the fields in error: mark the tabs, open the first
 * in error, focus its first invalid field, then `then` (the toast, which names them).
 * `fieldsInError` false: the refusal names no field of this form, so nothing is waited for.
 */
export function showFirstError(form: HTMLElement | null, then: () => void, fieldsInError = true) {
  // Two frames at least: the errors of an earlier save are still drawn until antd commits.
  requestAnimationFrame(() =>
    requestAnimationFrame(() =>
      whenErrorDrawn(fieldsInError ? form : null, () => {
        const tab = markTabsWithErrors(form);
        if (tab && tab.getAttribute('aria-selected') !== 'true') tab.click();
        focusWhenShown(form?.querySelector<HTMLElement>(`.ant-form-item-has-error :is(${FIELD})`));
        then();
      }),
    ),
  );
}

/** Focuses `field` once it can take the focus: a tab's panel opened by a click shows a render later. */
function focusWhenShown(field: HTMLElement | null | undefined, framesLeft = FRAMES_TO_DRAW_ERRORS) {
  if (!field) return;
  field.focus();
  if (document.activeElement !== field && framesLeft > 0)
    requestAnimationFrame(() => focusWhenShown(field, framesLeft - 1));
}

/**
 * The labels of the fields now in error ("Name and Rate"), read from the form as drawn, or
 * undefined when none is marked (after showFirstError, once antd has drawn them).
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
