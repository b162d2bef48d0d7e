import { describe, expect, it } from 'vitest';
import { buildingDeleteUpdate } from './building-delete.js';

describe('buildingDeleteUpdate', () => {
  it('nulls the building, its unwatched data and every member’s portfolio entry', () => {
    expect(buildingDeleteUpdate('b1', ['u1', 'u2'])).toEqual({
      'buildings/b1': null,
      'series/b1': null,
      'images/b1': null,
      'thumbnails/b1': null,
      'users/u1/buildings/b1': null,
      'users/u2/buildings/b1': null,
    });
  });

  it('leaves equipment and measures, whose records fire a trigger each, to the functions', () => {
    const paths = Object.keys(buildingDeleteUpdate('b1', ['u1']));
    expect(paths.some((path) => /^(equipment|measures)\//.test(path))).toBe(false);
  });
});
