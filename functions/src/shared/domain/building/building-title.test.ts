import { describe, expect, it } from 'vitest';
import { buildingTitleOf } from './building-title.js';

describe('buildingTitleOf', () => {
  it.each([
    [{ name: 'Name', title: 'Title' }, 'Title'],
    [{ name: 'Name', title: '' }, 'Name'],
    [{ name: 'Name' }, 'Name'],
    [{ name: '' }, ''],
    [null, ''],
    [undefined, ''],
  ])('%j is listed as %j', (general, title) => {
    expect(buildingTitleOf(general)).toBe(title);
  });
});
