import type { FormInstance } from 'antd';
import { ApiError } from '../../api/client';

/**
 * Puts the server's field errors (`errors[].field`, dotted as the body names it) under the
 * form's fields. Answers how many landed on a field of this form.
 */
export function applyServerErrors(form: FormInstance, error: unknown, formFields: readonly string[]): number {
  if (!(error instanceof ApiError)) return 0;
  const onForm = error.errors.filter((item) => formFields.includes(item.field.split('.')[0] ?? ''));
  form.setFields(
    onForm.map((item) => ({
      name: item.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      errors: [item.message],
    })),
  );
  return onForm.length;
}
