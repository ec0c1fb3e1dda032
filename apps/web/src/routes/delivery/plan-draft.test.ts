import { describe, expect, it } from 'vitest';
import { draftOf, leaveOut, moveStop, runsToCreate } from './plan-draft';

const stop = (orderId: number, pincode: string) => ({ orderId, pincode });
const suggestion = () =>
  draftOf([
    { riderId: 7, stops: [stop(3, '110002'), stop(2, '110001'), stop(1, '110001')] },
    { riderId: 8, stops: [stop(4, '400001')] },
  ]);

describe('planning delivery runs', () => {
  it('keeps each run in the sheet order: by pincode, then order', () => {
    expect(suggestion().runs[0]!.stops.map((s) => s.orderId)).toEqual([1, 2, 3]);
  });

  it('moves an order to another rider’s run, in pincode order there', () => {
    const moved = moveStop(suggestion(), 3, 8);
    expect(moved.runs.map((run) => run.stops.map((s) => s.orderId))).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(moved.left).toEqual([]);
  });

  it('leaves an order out, and brings it back into a run', () => {
    const left = leaveOut(suggestion(), 2);
    expect(left.runs[0]!.stops.map((s) => s.orderId)).toEqual([1, 3]);
    expect(left.left.map((s) => s.orderId)).toEqual([2]);
    const back = moveStop(left, 2, 8);
    expect(back.left).toEqual([]);
    expect(back.runs[1]!.stops.map((s) => s.orderId)).toEqual([2, 4]);
  });

  it('ignores an unknown order or rider', () => {
    const draft = suggestion();
    expect(moveStop(draft, 99, 8)).toBe(draft);
    expect(moveStop(draft, 1, 99)).toBe(draft);
    expect(leaveOut(draft, 99)).toBe(draft);
  });

  it('creates one run per rider with stops', () => {
    const emptied = leaveOut(suggestion(), 4);
    expect(runsToCreate(emptied)).toEqual([{ riderId: 7, orderIds: [1, 2, 3] }]);
  });
});
