import type { FieldSpec } from '@mandi/domain';
import { Form, type FormItemProps, Input, Switch } from 'antd';
import { cloneElement, createContext, isValidElement, type ReactNode, useContext } from 'react';
import type { z } from 'zod';
import { type FieldPath, fieldSchemaAt, isRequired, maxLengthOf, zodRule } from './schema-rules';

/** The schema a form's fields take their rules from (the resource's create schema). */
export const FormSchemaContext = createContext<z.ZodType | null>(null);

/** The declaration's fields a form's labels come from (the resource's `fields`). */
export const FormFieldsContext = createContext<Record<string, FieldSpec>>({});

interface SchemaFieldProps extends Omit<FormItemProps, 'name' | 'children'> {
  name: FieldPath;
  /** The declaration's label of the field unless given. */
  label?: ReactNode;
  children: ReactNode;
}

/**
 * A form field whose rules and required mark come from the schema, so the message under the
 * field is the server's. Extra `rules` run after the schema's.
 */
export function SchemaField({ name, rules = [], children, ...item }: SchemaFieldProps) {
  const schema = useContext(FormSchemaContext);
  const fields = useContext(FormFieldsContext);
  const label = item.label ?? (typeof name === 'string' ? fields[name]?.label : undefined);
  const field = schema ? fieldSchemaAt(schema, name) : undefined;
  // A text input takes its maximum length from the schema unless the screen sets one.
  const max = field ? maxLengthOf(field) : undefined;
  const input =
    max !== undefined &&
    isValidElement<{ maxLength?: number }>(children) &&
    (children.type === Input || children.type === Input.TextArea) &&
    children.props.maxLength === undefined
      ? cloneElement(children, { maxLength: max })
      : children;
  return (
    <Form.Item
      name={typeof name === 'string' ? name.split('.') : [...name]}
      required={field ? isRequired(field) : false}
      rules={field ? [zodRule(field), ...rules] : rules}
      // A switch holds its value as `checked`.
      valuePropName={isValidElement(children) && children.type === Switch ? 'checked' : undefined}
      {...item}
      label={label}
    >
      {input}
    </Form.Item>
  );
}
