import { CloseOutlined } from '@ant-design/icons';
import { duplicateTag, duplicateTagMessage, joinTags, splitTags } from '@mandi/domain';
import { Flex, Input, type InputRef, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '../../api/notify';

export interface TagInputProps {
  /** The form value: comma-separated tags, or null for none. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  'aria-label'?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** Adding typed tags (a repeat, ignoring case, is refused and said why) and removing one. */
function useTagEditing(tags: string[], onChange: TagInputProps['onChange']) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const add = (text: string) => {
    const fresh = splitTags(text);
    if (fresh.length === 0) return setTyped('');
    const repeated = duplicateTag([...tags, ...fresh]);
    if (repeated !== undefined) {
      const message = duplicateTagMessage(repeated);
      setProblem(message);
      notify.warning(message, 'tag-input-duplicate');
      return;
    }
    setProblem(null);
    setTyped('');
    onChange?.(joinTags([...tags, ...fresh]));
  };

  const remove = (index: number) => onChange?.(joinTags(tags.filter((_, at) => at !== index)));
  return { typed, setTyped, problem, setProblem, add, remove };
}

/** The tags as chips, each with its cross. */
function TagChips(props: { tags: string[]; disabled?: boolean; onRemove: (index: number) => void }) {
  return props.tags.map((tag, index) => (
    <Tag
      key={tag.toLowerCase()}
      color="green"
      closable={!props.disabled}
      style={{ marginInlineEnd: 0 }}
      closeIcon={<CloseOutlined aria-label={`Remove tag ${tag}`} />}
      onClose={(event) => {
        event.preventDefault();
        props.onRemove(index);
      }}
    >
      {tag}
    </Tag>
  ));
}

/**
 * Tags as chips for antd forms: type a tag and press Enter (or a comma) to add it, the cross
 * removes it. A repeat, ignoring case, is refused with the spec's "{tag} already exist!".
 */
export function TagInput({ value, onChange, placeholder, disabled, ...rest }: TagInputProps) {
  const tags = splitTags(value);
  const { typed, setTyped, problem, setProblem, add, remove } = useTagEditing(tags, onChange);
  const input = useRef<InputRef>(null);

  return (
    <Flex vertical gap={4}>
      <Flex
        wrap
        gap={6}
        align="center"
        className="tag-input"
        style={{
          minHeight: 32,
          padding: '4px 8px',
          border: '1px solid var(--ant-color-border, #d9d9d9)',
          borderRadius: 6,
          background: disabled ? 'var(--ant-color-bg-container-disabled, #f5f5f5)' : undefined,
          cursor: 'text',
        }}
        onClick={() => input.current?.focus()}
      >
        <TagChips tags={tags} disabled={disabled} onRemove={remove} />
        <Input
          ref={input}
          aria-label={rest['aria-label']}
          variant="borderless"
          size="small"
          disabled={disabled}
          placeholder={tags.length === 0 ? placeholder : 'Add tag'}
          value={typed}
          style={{ flex: 1, minWidth: 120, padding: 0 }}
          onChange={(event) => {
            const text = event.target.value;
            setProblem(null);
            // A comma ends a tag, as Enter does.
            if (text.includes(',')) add(text);
            else setTyped(text);
          }}
          onPressEnter={(event) => {
            // Enter adds a tag; it must not submit the form.
            event.preventDefault();
            add(typed);
          }}
          onBlur={() => add(typed)}
        />
      </Flex>
      {problem && (
        <Typography.Text type="warning" role="alert" style={{ fontSize: 12 }}>
          {problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
