import { PRODUCT_STEP_MESSAGES } from '@mandi/domain';
import { failedToSave, notify } from '../../../api/notify';
import { errorLabels, showFirstError } from '../../../kit/form/form-focus';

/**
 * A wizard step's failed save says why, as the form kit's forms do, once the fields in error
 * are drawn: the first of them takes the focus and the toast names them ("Failed to saved!
 * Check Name and SKU."); a save the server refused gives its words ("Failed to save: {reason}",
 * spec 01's words for product saves), its field errors being already under the fields.
 * `container` holds the step's fields; `fieldsInError` false when the refusal named none of them.
 */
export function stepFailed(container: HTMLElement | null, serverError?: unknown, fieldsInError = true) {
  showFirstError(
    container,
    () => {
      if (serverError !== undefined) {
        notify.error(failedToSave(serverError, `${PRODUCT_STEP_MESSAGES.failed}:`));
        return;
      }
      const labels = errorLabels(container);
      notify.error(failedToSave(labels ? `Check ${labels}.` : undefined));
    },
    fieldsInError,
  );
}
