import { type Access, isSuperadmin, type Principal } from '../access';

/**
 * Who does what with delivery runs (issue 30), one rule:
 * - A rider is a staff account whose role has the `delivery` screen. A rider who cannot also
 *   open `order` sees and acts on only their own runs: the list is filtered to them, and any
 *   other run answers 403. They read their runs and sheets and record their stops' outcomes.
 * - Dispatchers are superadmin and any role with `order` (who already move orders through
 *   their statuses): they see every run, create runs, add and take out orders, suggest, close
 *   runs and read the report. A role with both `order` and `delivery` is a dispatcher who can
 *   also ride.
 */

/** The calls riders and dispatchers share: their runs, sheets and stop outcomes. */
export const DELIVERY_RUNS_ACCESS: Access = { read: ['delivery', 'order'], write: ['delivery', 'order'] };

/** The dispatcher's calls: creating, changing, suggesting, closing, reporting. */
export const DELIVERY_DISPATCH_ACCESS: Access = { read: ['order'], write: ['order'] };

/** Sees and manages every run (superadmin or `order`); else only their own runs. */
export function canManageDeliveryRuns(principal: Principal): boolean {
  return isSuperadmin(principal) || principal.routes.includes('order');
}

/** May this staff member see and act on this rider's run? */
export function canSeeDeliveryRun(principal: Principal, riderId: number): boolean {
  return canManageDeliveryRuns(principal) || principal.id === riderId;
}
