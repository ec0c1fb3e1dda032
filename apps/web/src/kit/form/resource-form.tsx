import type { AuthoredRow, ResourceDef } from '@mandi/domain';
import { Button, Card, Flex, Form, Result } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorMessage, notify } from '../../api/notify';
import { listPathWithLastSearch } from '../list/last-list-search';
import { type StoredRow, useCreateResource, useResourceOne, useUpdateResource } from '../resource-hooks';
import type { ScreenPaths } from '../resource-paths';
import { AuditLine } from './audit-line';
import { FormSchemaContext } from './schema-field';
import { defaultsOf, issuesOf } from './schema-rules';
import { applyServerErrors } from './server-errors';

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
}

/** Add or edit form of a resource: POST or PATCH, then the saved notice and back to the list. */
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

function BackButton(props: { paths: ScreenPaths; listPath?: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate(listPathWithLastSearch(props.listPath ?? props.paths.list))}>
      {props.label}
    </Button>
  );
}

function FormBody<Row extends StoredRow>(props: ResourceFormProps<Row> & { row?: Row }) {
  const { def, row } = props;
  const schema = props.schema ?? def.create;
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const create = useCreateResource<Row>(def);
  const update = useUpdateResource<Row>(def);

  const rowValues = useMemo<Values>(
    () => (row ? (props.toForm?.(row) ?? (row as unknown as Values)) : {}),
    [row, props.toForm],
  );
  const initialValues = useMemo(
    () => (row ? rowValues : { ...defaultsOf(schema), ...props.initialValues }),
    [row, rowValues, schema, props.initialValues],
  );

  const failed = () => notify.error(props.failedMessage ?? 'Failed to saved!');

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
      applyServerErrors(form, error, formFields);
      return notify.error(error);
    }
    notify.success(def.savedMessage);
    navigate(listPathWithLastSearch(props.listPath ?? props.paths.list));
  };

  return (
    <Card variant="borderless">
      <FormSchemaContext.Provider value={schema}>
        <Form<Values>
          form={form}
          layout="horizontal"
          labelCol={{ flex: '160px' }}
          wrapperCol={{ flex: 'auto' }}
          style={{ maxWidth: 720 }}
          initialValues={initialValues}
          scrollToFirstError
          onFinish={save}
          onFinishFailed={failed}
        >
          {props.children}
          <Form.Item label=" " colon={false}>
            <Flex gap={8}>
              <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
                Save
              </Button>
              <BackButton {...props} label="Cancel" />
            </Flex>
          </Form.Item>
          {row && <AuditLine row={row as AuthoredRow} />}
        </Form>
      </FormSchemaContext.Provider>
    </Card>
  );
}
