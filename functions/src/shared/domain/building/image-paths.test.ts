import { describe, expect, it } from 'vitest';
import { buildingPhotoUpdate, equipmentImageUpdate } from './image-paths.js';

const image = { full: 'data:image/jpeg;base64,FULL', thumb: 'data:image/jpeg;base64,THUMB' };

describe('image paths', () => {
  it('stores a building photo and its thumbnail apart from each other', () => {
    expect(buildingPhotoUpdate('b1', image)).toEqual({
      'images/b1/building': image.full,
      'thumbnails/b1/building': image.thumb,
    });
  });

  it('removes both with null', () => {
    expect(buildingPhotoUpdate('b1', null)).toEqual({
      'images/b1/building': null,
      'thumbnails/b1/building': null,
    });
    expect(equipmentImageUpdate('b1', 'e1', null)).toEqual({
      'images/b1/equipment/e1': null,
      'thumbnails/b1/equipment/e1': null,
    });
  });

  it('stores an equipment image under its building and equipment ids', () => {
    expect(equipmentImageUpdate('b1', 'e1', image)).toEqual({
      'images/b1/equipment/e1': image.full,
      'thumbnails/b1/equipment/e1': image.thumb,
    });
  });
});
