import { describe, expect, it } from 'vitest';
import { planTypeSwitch, type VariationSet } from './product-type';

const v = (id: number, isDefault = false, keptAside = false): VariationSet => ({ id, isDefault, keptAside });

describe('planTypeSwitch', () => {
  it('to simple keeps the first variation as default and sets the others aside', () => {
    expect(planTypeSwitch([v(12), v(10), v(11)], 'variable', 'simple')).toEqual({
      setAside: [11, 12],
      restore: [],
      makeDefault: 10,
    });
  });

  it('to simple brings back the default variation kept aside earlier', () => {
    expect(planTypeSwitch([v(1, true, true), v(2), v(3)], 'variable', 'simple')).toEqual({
      setAside: [2, 3],
      restore: [1],
    });
  });

  it('to variable restores every variation set aside and keeps the default', () => {
    expect(planTypeSwitch([v(1, true), v(2, false, true), v(3, false, true)], 'simple', 'variable')).toEqual({
      setAside: [],
      restore: [2, 3],
    });
  });

  it('round trip: variable → simple → variable shows the same variations again', () => {
    const start = [v(1), v(2), v(3)];
    const toSimple = planTypeSwitch(start, 'variable', 'simple');
    const afterSimple = start.map((x) => ({
      ...x,
      isDefault: x.isDefault || x.id === toSimple.makeDefault,
      keptAside: toSimple.setAside.includes(x.id),
    }));
    expect(afterSimple.filter((x) => !x.keptAside).map((x) => x.id)).toEqual([1]);
    const back = planTypeSwitch(afterSimple, 'simple', 'variable');
    const afterVariable = afterSimple.map((x) => ({
      ...x,
      keptAside: x.keptAside && !back.restore.includes(x.id),
    }));
    expect(afterVariable.filter((x) => !x.keptAside).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('does nothing when the type does not change or there is no variation', () => {
    expect(planTypeSwitch([v(1)], 'simple', 'simple')).toEqual({ setAside: [], restore: [] });
    expect(planTypeSwitch([], 'variable', 'simple')).toEqual({ setAside: [], restore: [] });
  });
});
