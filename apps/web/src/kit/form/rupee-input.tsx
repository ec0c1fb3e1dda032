import { InputNumber, type InputNumberProps } from 'antd';

const grouped = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A rupee amount as lists show it: ₹ then the Indian grouping with two decimals (₹5,000.00,
 * ₹1,00,000.00); while typing the figure stays as typed. Form.Item hands value and onChange.
 */
export function RupeeInput(props: InputNumberProps<number>) {
  return (
    <InputNumber<number>
      prefix="₹"
      min={0}
      precision={2}
      style={{ width: 200 }}
      {...props}
      formatter={(value, info) => {
        if (info.userTyping) return info.input;
        const amount = Number(value);
        return value === undefined || value === null || `${value}` === '' || !Number.isFinite(amount)
          ? ''
          : grouped.format(amount);
      }}
      parser={(text) => Number((text ?? '').replace(/[₹,\s]/g, ''))}
    />
  );
}
