/**
 * Customers' rules: how a mobile number typed as a customer says it becomes its digits, and
 * which orders count towards a customer's lifetime value.
 */

/**
 * A mobile number as stored: its ten digits. Staff type numbers as customers say them
 * ('+91 98765-43210', '098765 43210'): spaces, dashes, dots and brackets go, then the country
 * code (+91, 0091, or 91 before ten digits) or a trunk 0 before ten digits. Anything else
 * (letters) stays, for the checks to refuse.
 */
export function normalizeMobile(text: string): string {
  let value = text.trim().replace(/[\s\-().]/g, '');
  if (value.startsWith('+91')) value = value.slice(3);
  else if (value.startsWith('0091')) value = value.slice(4);
  else if (/^91\d{10}$/.test(value)) value = value.slice(2);
  else if (/^0\d{10}$/.test(value)) value = value.slice(1);
  return value;
}

/**
 * What a mobile search looks for: the start of the stored digits. '+91 98765' finds
 * 9876543210; the country code goes even before the number is complete.
 */
export function mobileSearchPrefix(text: string): string {
  return normalizeMobile(text);
}

/** The average order value: lifetime value over orders, 0 with no orders, to the paisa. */
export function averageOrderValue(lifetimeValue: number, totalOrders: number): number {
  if (totalOrders <= 0) return 0;
  return Math.round((lifetimeValue / totalOrders) * 100) / 100;
}
