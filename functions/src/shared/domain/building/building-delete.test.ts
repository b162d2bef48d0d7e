import { describe, expect, it } from 'vitest';
import { buildingDeleteUpdate } from './building-delete.js';

describe('buildingDeleteUpdate', () => {
  it('nulls the building, what lies under its id and every member’s portfolio entry', () => {
    expect(buildingDeleteUpdate('b1', ['u1', 'u2'])).toEqual({
      'buildings/b1': null,
      'equipment/b1': null,
      'series/b1': null,
      'measures/b1': null,
      'images/b1': null,
      'thumbnails/b1': null,
      'users/u1/buildings/b1': null,
      'users/u2/buildings/b1': null,
    });
  });
});
