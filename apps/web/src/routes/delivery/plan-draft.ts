/**
 * The runs staff are planning, before they are created: the server's suggestion (stops grouped
 * by pincode into balanced runs) as a draft staff adjust, moving an order to another run or
 * leaving it out. Pure, so the Plan runs dialog only shows and sends it.
 */

export interface DraftStop {
  orderId: number;
  pincode: string | null;
}

export interface DraftRun<Stop extends DraftStop> {
  riderId: number;
  stops: Stop[];
}

export interface PlanDraft<Stop extends DraftStop> {
  runs: DraftRun<Stop>[];
  /** Orders left out of every run: they stay in Order Placed for another day or run. */
  left: Stop[];
}

/** Stops in the sheet's order: by pincode, then by order number. */
export function byPincode<Stop extends DraftStop>(stops: readonly Stop[]): Stop[] {
  return [...stops].sort((a, b) => (a.pincode ?? '').localeCompare(b.pincode ?? '') || a.orderId - b.orderId);
}

export function draftOf<Stop extends DraftStop>(
  runs: readonly DraftRun<Stop>[],
  left: readonly Stop[] = [],
): PlanDraft<Stop> {
  return {
    runs: runs.map((run) => ({ riderId: run.riderId, stops: byPincode(run.stops) })),
    left: byPincode(left),
  };
}

function take<Stop extends DraftStop>(draft: PlanDraft<Stop>, orderId: number) {
  let found: Stop | undefined;
  const without = (stops: Stop[]) =>
    stops.filter((stop) => {
      if (stop.orderId !== orderId) return true;
      found = stop;
      return false;
    });
  const runs = draft.runs.map((run) => ({ ...run, stops: without(run.stops) }));
  const left = without(draft.left);
  return { found, runs, left };
}

/** The order moved into the run of `riderId` (from another run or from those left out). */
export function moveStop<Stop extends DraftStop>(
  draft: PlanDraft<Stop>,
  orderId: number,
  riderId: number,
): PlanDraft<Stop> {
  const { found, runs, left } = take(draft, orderId);
  if (!found || !runs.some((run) => run.riderId === riderId)) return draft;
  const stop = found;
  return {
    runs: runs.map((run) =>
      run.riderId === riderId ? { ...run, stops: byPincode([...run.stops, stop]) } : run,
    ),
    left,
  };
}

/** The order taken out of its run, into those left out. */
export function leaveOut<Stop extends DraftStop>(draft: PlanDraft<Stop>, orderId: number): PlanDraft<Stop> {
  const { found, runs, left } = take(draft, orderId);
  if (!found) return draft;
  return { runs, left: byPincode([...left, found]) };
}

/** What Create sends: one run per rider who has stops, in the sheet's order. */
export function runsToCreate<Stop extends DraftStop>(
  draft: PlanDraft<Stop>,
): { riderId: number; orderIds: number[] }[] {
  return draft.runs
    .filter((run) => run.stops.length > 0)
    .map((run) => ({ riderId: run.riderId, orderIds: run.stops.map((stop) => stop.orderId) }));
}
