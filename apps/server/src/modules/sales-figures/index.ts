export {
  refreshOrderFigures,
  refreshSalesFigures,
  type SalesFiguresTargets,
  salesFiguresOnOrderWritten,
} from './sales-figures';
