export { refreshOrderFigures, refreshSalesFigures, type SalesFiguresTargets } from './sales-figures';
