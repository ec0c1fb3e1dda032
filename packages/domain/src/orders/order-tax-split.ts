import { toPaise } from './order-money';

/**
 * An order's `taxedAmount` as its screens show it (issue 29): the GST inside the prices ("of
 * which GST") and the compensation cess charged on top of them ("Compensation cess"). The
 * pricing keeps the two together in `taxedAmount` (`priceOrder`); the cess is the lines'
 * `cessAmount`, so the GST is the rest, to the paisa. The order view and the add-order totals
 * both read it here.
 */
export function orderTaxSplit(order: { taxedAmount: number; lines: readonly { cessAmount: number }[] }): {
  gst: number;
  cess: number;
} {
  const cessPaise = order.lines.reduce((sum, line) => sum + toPaise(line.cessAmount), 0);
  return { gst: (toPaise(order.taxedAmount) - cessPaise) / 100, cess: cessPaise / 100 };
}
