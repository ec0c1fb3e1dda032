/** The dashboard's answers and periods, as the domain declares them (the server answers these). */
export type {
  Bucket,
  DayRange,
  Figures,
  PeriodName,
  PeriodRequest as Period,
  RevenueAnswer,
  RevenueByDateAnswer,
  RevenuePoint,
  TopPincodesAnswer,
  TopProductsAnswer,
  UsersCardsAnswer,
} from '@mandi/domain';
