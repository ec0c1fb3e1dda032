/** An order to deliver as the run planner sees it: where it goes. */
export interface PlannedStop {
  id: number;
  pincode: string | null;
  /** Where the order was placed from (x longitude, y latitude), when the app sent it. */
  coordinates: { x: number; y: number } | null;
}

type Located = PlannedStop & { coordinates: { x: number; y: number } };

/** Squared distance on a small patch of the earth: longitude shrunk by the latitude's cosine. */
function distance2(a: Located['coordinates'], b: Located['coordinates']): number {
  const dx = (a.x - b.x) * Math.cos((((a.y + b.y) / 2) * Math.PI) / 180);
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

/**
 * A route through one pincode's stops that have coordinates: from the south-western-most, each
 * time to the nearest not yet visited (a nearest-neighbour walk: short and good enough for a
 * rider's lane-by-lane round; quadratic in one pincode's stops, a few hundred at most).
 */
function walk(stops: Located[]): Located[] {
  if (stops.length <= 2) return stops;
  const left = [...stops];
  let at = left.reduce((best, stop, i) => {
    const b = left[best]!.coordinates;
    const c = stop.coordinates;
    return c.y < b.y || (c.y === b.y && c.x < b.x) ? i : best;
  }, 0);
  const route: Located[] = [];
  while (left.length > 0) {
    const [current] = left.splice(at, 1) as [Located];
    route.push(current);
    at = 0;
    let nearest = Number.POSITIVE_INFINITY;
    for (let i = 0; i < left.length; i++) {
      const d = distance2(current.coordinates, left[i]!.coordinates);
      if (d < nearest) [nearest, at] = [d, i];
    }
  }
  return route;
}

const byId = (a: PlannedStop, b: PlannedStop) => a.id - b.id;

/**
 * Stops in the run sheet's order: by pincode (ascending: neighbouring areas have neighbouring
 * pincodes; no pincode last), within one pincode along a walk over the placed coordinates,
 * then the stops without coordinates by order id.
 */
export function sequenceStops<S extends PlannedStop>(stops: readonly S[]): S[] {
  const groups = new Map<string, S[]>();
  for (const stop of stops) {
    const key = stop.pincode ?? '';
    const group = groups.get(key);
    if (group) group.push(stop);
    else groups.set(key, [stop]);
  }
  const keys = [...groups.keys()].sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  return keys.flatMap((key) => {
    const group = groups.get(key)!;
    const located = group.filter((stop): stop is S & Located => stop.coordinates !== null);
    const unplaced = group.filter((stop) => stop.coordinates === null).sort(byId);
    return [...(walk(located.sort(byId)) as (S & Located)[]), ...unplaced];
  });
}

/** How many stops each of `riders` runs takes: as even as can be, never above maxStops. */
export function balancedSizes(total: number, riders: number, maxStops: number): number[] {
  const taken = Math.min(total, riders * maxStops);
  const base = Math.floor(taken / riders);
  const extra = taken % riders;
  return Array.from({ length: riders }, (_, i) => base + (i < extra ? 1 : 0));
}

/** A proposal: each rider's orders in sheet order (runs[i] for rider i), and what did not fit. */
export interface RunSuggestion {
  runs: number[][];
  unassigned: number[];
}

/**
 * Shares a day's orders among riders (issue 30): the stops in sheet order (pincode, then the
 * walk within it) cut into consecutive runs whose sizes differ by at most one and are at most
 * maxStops, so each run covers neighbouring pincodes; balance wins over keeping a pincode whole
 * (a pincode may be split between two consecutive runs). What is beyond riders × maxStops is
 * left unassigned, the last in sheet order.
 */
export function suggestRuns(stops: readonly PlannedStop[], riders: number, maxStops: number): RunSuggestion {
  if (riders < 1 || maxStops < 1) return { runs: [], unassigned: stops.map((stop) => stop.id) };
  const ordered = sequenceStops(stops).map((stop) => stop.id);
  const runs: number[][] = [];
  let at = 0;
  for (const size of balancedSizes(ordered.length, riders, maxStops)) {
    runs.push(ordered.slice(at, at + size));
    at += size;
  }
  return { runs, unassigned: ordered.slice(at) };
}
