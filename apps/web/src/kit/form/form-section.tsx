import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A titled group of fields in a long form ("Price and stock"), with an optional line of help
 * and buttons on the right; sections are divided by a hairline.
 */
export function FormSection(props: {
  title: string;
  help?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={props.title}
      style={{ padding: '16px 0 4px', borderTop: '1px solid var(--ant-color-split, #f0f0f0)' }}
    >
      <Flex justify="space-between" align="baseline" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex vertical gap={2}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
            {props.title}
          </Typography.Title>
          {props.help && (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {props.help}
            </Typography.Text>
          )}
        </Flex>
        {props.extra}
      </Flex>
      {props.children}
    </section>
  );
}
