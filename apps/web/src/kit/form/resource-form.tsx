import type { AuthoredRow, ResourceDef } from '@mandi/domain';
import { Button, Card, Flex, Form, type FormInstance, Result } from 'antd';
import { type ReactNode, type RefObject, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorMessage, failedToSave, notify } from '../../api/notify';
import { FOCUS_LIST } from '../list/focus-list';
import { listPathWithLastSearch } from '../list/last-list-search';
import { type StoredRow, useCreateResource, useResourceOne, useUpdateResource } from '../resource-hooks';
import type { ScreenPaths } from '../resource-paths';
import { AuditLine } from './audit-line';
import { errorLabels, focusFirstField, markTabsWithErrors, showFirstError } from './form-focus';
import { HistoryButton } from './history-drawer';
import { FormFieldsContext, FormSchemaContext } from './schema-field';
import { defaultsOf, issuesOf } from './schema-rules';
import { applyServerErrors } from './server-errors';
import { useUnsavedGuard } from './use-unsaved-guard';

type Values = Record<string, unknown>;

export interface ResourceFormProps<Row extends StoredRow> {
  def: ResourceDef;
  paths: ScreenPaths;
  /** The row being edited (the route's :id); none to add a new one. */
  id?: string;
  /** The fields, as <SchemaField>s. */
  children: ReactNode;
  /** Rules come from this schema; the resource's create schema by default. */
  schema?: z.ZodType;
  /** A loaded row as form values, when they differ from the row's fields. */
  toForm?: (row: Row) => Values;
  /** Form values as the request body, when they differ. */
  toBody?: (values: Values) => Values;
  /** The list to return to; the screen's list (with its last filters) by default. */
  listPath?: string;
  /** A new row's starting values beyond the schema defaults (the parent a route names). */
  initialValues?: Values;
  /** The warning of a submit with invalid fields; the spec's general words by default. */
  failedMessage?: string;
  /** The notice after a save when an edit says more than the add (customers); `savedMessage` by default. */
  savedNotice?: (editing: boolean) => { text: string; seconds?: number };
}

/**
 * Add or edit form of a resource: POST or PATCH, then the saved notice and back to the list
 * (its rows take the focus). Labels sit above their fields; the first field has the focus;
 * leaving with unsaved changes asks first; a failed save names its reason and marks the
 * fields (and the tabs holding them).
 */
export function ResourceForm<Row extends StoredRow>(props: ResourceFormProps<Row>) {
  const { def, id } = props;
  const loaded = useResourceOne<Row>(def, id);
  if (id === undefined) return <FormBody {...props} />;
  if (loaded.isPending) return <Card loading variant="borderless" />;
  if (loaded.isError) {
    const notFound = loaded.error instanceof ApiError && loaded.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={errorMessage(loaded.error)}
        extra={<BackButton {...props} label="Back to list" />}
      />
    );
  }
  return <FormBody key={loaded.data.id} {...props} row={loaded.data} />;
}

function BackButton(props: { paths: ScreenPaths; listPath?: string; label: string; onClick?: () => void }) {
  const navigate = useNavigate();
  return (
    <Button
      onClick={() => {
        props.onClick?.();
        navigate(listPathWithLastSearch(props.listPath ?? props.paths.list));
      }}
    >
      {props.label}
    </Button>
  );
}

/**
 * Saving the form: the schema checks across fields first, then the schema's clean values of the
 * fields this form holds are sent (POST or PATCH); the saved notice, and back to the list.
 */
function useFormSave<Row extends StoredRow>({
  props,
  form,
  schema,
  rowValues,
  formRef,
  guard,
}: {
  props: ResourceFormProps<Row> & { row?: Row };
  form: FormInstance<Values>;
  schema: z.ZodType;
  rowValues: Values;
  formRef: RefObject<HTMLDivElement | null>;
  guard: ReturnType<typeof useUnsavedGuard>;
}) {
  const { def, row } = props;
  const navigate = useNavigate();
  const create = useCreateResource<Row>(def);
  const update = useUpdateResource<Row>(def);

  /**
   * A failed save says why: the server's words when it refused, else the labels of the fields
   * the form marked ("Check Name and Rate.", their messages being under the fields).
   */
  const failed = (serverError?: unknown, fieldsInError = true) =>
    showFirstError(
      formRef.current,
      () => {
        const labels = errorLabels(formRef.current);
        const reason = serverError ?? (labels ? `Check ${labels}.` : undefined);
        notify.error(failedToSave(reason, props.failedMessage));
      },
      fieldsInError,
    );

  const save = async (values: Values) => {
    const formFields = Object.keys(values);
    const body = props.toBody?.(values) ?? values;
    // Checks across fields; the row fills in what this form does not show.
    const { data, issues } = issuesOf(schema, { ...rowValues, ...body });
    const onForm = issues.filter((issue) => formFields.includes(String(issue.name[0])));
    if (onForm.length > 0) {
      form.setFields(onForm.map((issue) => ({ name: issue.name, errors: [issue.message] })));
      return failed();
    }
    // Send the schema's clean values (trimmed text) of the fields this form holds, nothing else.
    const clean = (data as Values | undefined) ?? body;
    const payload = Object.fromEntries(
      Object.keys(body).map((key) => [key, key in clean ? clean[key] : body[key]]),
    );
    try {
      if (row) await update.mutateAsync({ id: row.id, body: payload });
      else await create.mutateAsync(payload);
    } catch (error) {
      return failed(error, applyServerErrors(form, error, formFields) > 0);
    }
    const notice = props.savedNotice?.(row !== undefined) ?? { text: def.savedMessage };
    notify.success(notice.text, undefined, notice.seconds);
    guard.markClean();
    navigate(listPathWithLastSearch(props.listPath ?? props.paths.list), { state: FOCUS_LIST });
  };
  return { save, failed, saving: create.isPending || update.isPending };
}

function FormBody<Row extends StoredRow>(props: ResourceFormProps<Row> & { row?: Row }) {
  const { def, row } = props;
  const schema = props.schema ?? def.create;
  const [form] = Form.useForm<Values>();

  const rowValues = useMemo<Values>(
    () => (row ? (props.toForm?.(row) ?? (row as unknown as Values)) : {}),
    [row, props.toForm],
  );
  const initialValues = useMemo(
    () => (row ? rowValues : { ...defaultsOf(schema), ...props.initialValues }),
    [row, rowValues, schema, props.initialValues],
  );

  /** Around the form: where its fields and tabs are found. */
  const formRef = useRef<HTMLDivElement>(null);
  const guard = useUnsavedGuard();
  useEffect(() => focusFirstField(formRef.current), []);

  const save = useFormSave({ props, form, schema, rowValues, formRef, guard });

  return (
    <Card variant="borderless">
      <FormSchemaContext.Provider value={schema}>
        <FormFieldsContext.Provider value={def.fields}>
          <div ref={formRef}>
            <Form<Values>
              form={form}
              layout="vertical"
              style={{ maxWidth: 720 }}
              initialValues={initialValues}
              scrollToFirstError
              onValuesChange={guard.markDirty}
              onFieldsChange={() => markTabsWithErrors(formRef.current)}
              onFinish={save.save}
              onFinishFailed={() => save.failed()}
            >
              {props.children}
              <Form.Item>
                <Flex gap={8}>
                  <Button type="primary" htmlType="submit" loading={save.saving}>
                    Save
                  </Button>
                  {/* Cancel is a choice to drop the changes: it does not ask. */}
                  <BackButton {...props} label="Cancel" onClick={guard.markClean} />
                </Flex>
              </Form.Item>
              {row && (
                <Flex wrap gap={12} align="center" justify="space-between">
                  <AuditLine row={row as AuthoredRow} />
                  <HistoryButton def={def} id={row.id} />
                </Flex>
              )}
            </Form>
          </div>
        </FormFieldsContext.Provider>
      </FormSchemaContext.Provider>
    </Card>
  );
}
