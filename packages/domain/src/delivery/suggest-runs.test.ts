import { describe, expect, it } from 'vitest';
import { balancedSizes, type PlannedStop, sequenceStops, suggestRuns } from './suggest-runs';

const stop = (id: number, pincode: string | null, x?: number, y?: number): PlannedStop => ({
  id,
  pincode,
  coordinates: x === undefined || y === undefined ? null : { x, y },
});

describe('sequenceStops', () => {
  it('orders by pincode, no pincode last, coordinates before unplaced within one', () => {
    const order = sequenceStops([
      stop(1, '560002'),
      stop(2, null),
      stop(3, '560001'),
      stop(4, '560002', 77.6, 12.9),
      stop(5, '560001', 77.5, 12.9),
    ]).map((s) => s.id);
    expect(order).toEqual([5, 3, 4, 1, 2]);
  });

  it('walks a pincode from the south-west to the nearest next stop', () => {
    // On a line going north: 10 (south end), then 12, 11, 13 by distance, whatever the ids.
    const order = sequenceStops([
      stop(13, '560001', 77.0, 12.3),
      stop(11, '560001', 77.0, 12.2),
      stop(10, '560001', 77.0, 12.0),
      stop(12, '560001', 77.0, 12.1),
    ]).map((s) => s.id);
    expect(order).toEqual([10, 12, 11, 13]);
  });
});

describe('balancedSizes', () => {
  it('shares as evenly as can be, at most maxStops', () => {
    expect(balancedSizes(10, 4, 20)).toEqual([3, 3, 2, 2]);
    expect(balancedSizes(10, 4, 2)).toEqual([2, 2, 2, 2]);
    expect(balancedSizes(1, 3, 5)).toEqual([1, 0, 0]);
  });
});

describe('suggestRuns', () => {
  it('gives each rider a run differing by at most one stop, with every order once', () => {
    const stops: PlannedStop[] = [];
    for (let i = 1; i <= 103; i++)
      stops.push(stop(i, `5600${10 + (i % 7)}`, 77 + (i % 11) / 100, 12 + (i % 13) / 100));
    const { runs, unassigned } = suggestRuns(stops, 4, 40);
    const sizes = runs.map((run) => run.length);
    expect(sizes).toEqual([26, 26, 26, 25]);
    expect(unassigned).toEqual([]);
    expect(new Set(runs.flat()).size).toBe(103);
  });

  it('keeps neighbouring pincodes together: each run covers a consecutive stretch', () => {
    const stops = [
      stop(1, '560003'),
      stop(2, '560001'),
      stop(3, '560002'),
      stop(4, '560001'),
      stop(5, '560003'),
      stop(6, '560002'),
    ];
    const pin = new Map(stops.map((s) => [s.id, s.pincode]));
    const { runs } = suggestRuns(stops, 3, 10);
    expect(runs.map((run) => run.map((id) => pin.get(id)))).toEqual([
      ['560001', '560001'],
      ['560002', '560002'],
      ['560003', '560003'],
    ]);
  });

  it('leaves what is beyond riders × maxStops unassigned', () => {
    const stops = [1, 2, 3, 4, 5].map((id) => stop(id, '560001'));
    expect(suggestRuns(stops, 2, 2)).toEqual({
      runs: [
        [1, 2],
        [3, 4],
      ],
      unassigned: [5],
    });
  });
});
