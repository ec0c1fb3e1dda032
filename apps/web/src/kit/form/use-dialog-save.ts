import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../api/client';
import { notify } from '../../api/notify';
import { applyServerErrors } from './server-errors';

export interface DialogSaveOptions<Values, Answer> {
  /** The form's fields: a refusal naming one lands under it, any other is a toast. */
  fields: readonly string[];
  /** Sends the checked values; answers what the server answered. */
  send: (values: Values) => Promise<Answer>;
  /** Puts the answer in place (the query cache) before the dialog says so and closes. */
  onAnswer?: (answer: Answer) => unknown;
  savedMessage: string;
  onClose: () => void;
}

/**
 * A dialog's save, the same in each: the form's checks (their messages under the fields), then
 * the request; on success the answer is put in place, a toast says so and the dialog closes; a
 * refusal puts the server's field errors under the fields, else its words in a toast.
 */
export function useDialogSave<Values, Answer>(
  form: FormInstance<Values>,
  options: DialogSaveOptions<Values, Answer>,
) {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const answer = await options.send(values);
      await options.onAnswer?.(answer);
      notify.success(options.savedMessage);
      options.onClose();
    } catch (error) {
      if (applyServerErrors(form, error, options.fields) === 0)
        notify.error(error instanceof ApiError ? error.message : 'Failed to save');
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
