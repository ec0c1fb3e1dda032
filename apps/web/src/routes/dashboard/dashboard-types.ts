/**
 * The dashboard's answers, as docs/../briefs' contract gives them. Replaced by the domain's
 * `dashboard/answers.ts` types once they land (see dashboard-api.ts).
 */
export type PeriodName = 'today' | '7d' | '30d' | 'month' | 'custom';
export type Bucket = 'day' | 'week' | 'month';
export interface Period {
  period: PeriodName;
  from?: string;
  to?: string;
}
export interface DayRange {
  from: string;
  to: string;
}
export interface Figures {
  revenue: number;
  orders: number;
  averageOrderValue: number;
  newCustomers: number;
}
export interface RevenueAnswer {
  range: DayRange;
  previousRange: DayRange;
  current: Figures;
  previous: Figures;
  change: Record<keyof Figures, number | null>;
}
export interface RevenuePoint {
  date: string;
  revenue: number;
  orders: number;
  previousDate: string;
  previousRevenue: number;
  previousOrders: number;
}
export interface RevenueByDateAnswer {
  range: DayRange;
  previousRange: DayRange;
  bucket: Bucket;
  points: RevenuePoint[];
}
export interface TopProductsAnswer {
  range: DayRange;
  data: { productId: number; name: string; revenue: number; quantity: number; orders: number }[];
}
export interface TopPincodesAnswer {
  range: DayRange;
  data: { pincode: string; pincodeId: number | null; city: string | null; revenue: number; orders: number }[];
}
export interface UsersCardsAnswer {
  customers: number | null;
  products: number | null;
  orders: number | null;
  reviews: number | null;
}
