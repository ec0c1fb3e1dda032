import { PlusOutlined } from '@ant-design/icons';
import { SELECT_ATTRIBUTES_MESSAGE } from '@mandi/domain';
import { Button, Col, Flex, Form, Row, Select } from 'antd';
import { useState } from 'react';
import { notify } from '../../../api/notify';
import type { AttributeWithValues } from '../use-catalogue-refs';
import { combinationKey, DUPLICATE_VALUES_MESSAGE, picksComplete, type ValuePicks } from './variation-rules';

interface AddVariationBarProps {
  attributes: readonly AttributeWithValues[];
  /** The values of the variations already in the form, to refuse a repeat. */
  taken: readonly ValuePicks[];
  onAdd: (picks: ValuePicks) => void;
  disabled?: boolean;
}

/** One select per attribute of the product, and Add: a new variation of the picked values. */
export function AddVariationBar({ attributes, taken, onAdd, disabled }: AddVariationBarProps) {
  const [picks, setPicks] = useState<ValuePicks>({});
  const [missing, setMissing] = useState(false);
  const ids = attributes.map((attribute) => attribute.id);

  const add = () => {
    if (!picksComplete(picks, ids)) {
      setMissing(true);
      return notify.warning(SELECT_ATTRIBUTES_MESSAGE, 'select-attributes');
    }
    const key = combinationKey(picks, ids);
    if (taken.some((other) => combinationKey(other, ids) === key))
      return notify.warning(DUPLICATE_VALUES_MESSAGE, 'duplicate-values');
    setMissing(false);
    onAdd(picks);
    setPicks({});
  };

  return (
    // Its own field layout, apart from the variations' form.
    <Form layout="vertical" component={false}>
      <Row gutter={[12, 12]} align="bottom">
        {attributes.map((attribute) => {
          const value = picks[String(attribute.id)];
          return (
            <Col key={attribute.id} xs={24} sm={12} lg={6}>
              <Form.Item
                label={attribute.name}
                style={{ marginBottom: 0 }}
                validateStatus={missing && typeof value !== 'number' ? 'error' : undefined}
              >
                <Select
                  aria-label={`New variation ${attribute.name}`}
                  placeholder={`Select ${attribute.name.toLowerCase()}`}
                  disabled={disabled}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  value={value ?? undefined}
                  options={attribute.attributesValue
                    .filter((item) => item.enabled)
                    .map((item) => ({ value: item.id, label: item.name }))}
                  onChange={(next: number | undefined) =>
                    setPicks((current) => ({ ...current, [String(attribute.id)]: next ?? null }))
                  }
                />
              </Form.Item>
            </Col>
          );
        })}
        <Col>
          <Flex gap={8}>
            <Button type="dashed" icon={<PlusOutlined />} onClick={add} disabled={disabled}>
              Add
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
