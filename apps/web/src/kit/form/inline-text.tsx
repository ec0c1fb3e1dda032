import { Typography } from 'antd';

export interface InlineTextProps {
  value?: string | null;
  onChange?: (value: string) => void;
  /** The edit button's tooltip and name ('Rename'). */
  editLabel?: string;
  placeholder?: string;
  maxLength?: number;
  disabled?: boolean;
  strong?: boolean;
}

/**
 * A form value edited in place: shown as text with a pencil; Enter or leaving the box keeps
 * the change, Esc drops it. Clicks and keys stay inside (it may sit in a collapsible header).
 */
export function InlineText({
  value,
  onChange,
  editLabel = 'Rename',
  placeholder,
  maxLength,
  disabled,
  strong,
}: InlineTextProps) {
  const text = value ?? '';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only keeps clicks and keys from a collapsible header.
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <Typography.Text
        strong={strong}
        type={text ? undefined : 'secondary'}
        editable={
          disabled
            ? false
            : {
                tooltip: editLabel,
                maxLength,
                triggerType: ['icon', 'text'],
                text,
                onChange: (next) => onChange?.(next.trim()),
              }
        }
      >
        {text || placeholder}
      </Typography.Text>
    </span>
  );
}
