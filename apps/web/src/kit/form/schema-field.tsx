import { Form, type FormItemProps } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import type { z } from 'zod';
import { type FieldPath, fieldSchemaAt, isRequired, zodRule } from './schema-rules';

/** The schema a form's fields take their rules from (the resource's create schema). */
export const FormSchemaContext = createContext<z.ZodType | null>(null);

interface SchemaFieldProps extends Omit<FormItemProps, 'name' | 'children'> {
  name: FieldPath;
  label: ReactNode;
  children: ReactNode;
}

/**
 * A form field whose rules and required mark come from the schema, so the message under the
 * field is the server's. Extra `rules` run after the schema's.
 */
export function SchemaField({ name, rules = [], children, ...item }: SchemaFieldProps) {
  const schema = useContext(FormSchemaContext);
  const field = schema ? fieldSchemaAt(schema, name) : undefined;
  return (
    <Form.Item
      name={typeof name === 'string' ? name.split('.') : [...name]}
      required={field ? isRequired(field) : false}
      rules={field ? [zodRule(field), ...rules] : rules}
      {...item}
    >
      {children}
    </Form.Item>
  );
}
