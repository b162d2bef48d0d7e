import { describe, expect, it } from 'vitest';
import { DETAIL_FIELDS } from './equipment-form';
import { equipmentDeleteUpdate, equipmentSaveUpdate } from './equipment-updates';

const IMAGE = { full: 'data:image/jpeg;base64,FULL', thumb: 'data:image/jpeg;base64,THUMB' };
const DETAILS = { assetId: 'CH-1', name: 'Chiller 1', type: 'Chiller', capacityKwh: 350 };

describe('equipmentSaveUpdate', () => {
  it('writes the record, the full image and the thumbnail in one root-relative update', () => {
    const entries = equipmentSaveUpdate('b1', 'e1', DETAILS, IMAGE);
    expect(entries['equipment/b1/e1/assetId']).toBe('CH-1');
    expect(entries['equipment/b1/e1/capacityKwh']).toBe(350);
    expect(entries['equipment/b1/e1/model']).toBeNull();
    expect(entries['images/b1/equipment/e1']).toBe(IMAGE.full);
    expect(entries['thumbnails/b1/equipment/e1']).toBe(IMAGE.thumb);
    expect(Object.keys(entries)).toHaveLength(DETAIL_FIELDS.length + 2);
  });

  it('leaves the stored image alone when it did not change', () => {
    const entries = equipmentSaveUpdate('b1', 'e1', DETAILS, undefined);
    expect(Object.keys(entries).every((path) => path.startsWith('equipment/b1/e1/'))).toBe(true);
  });

  it('removes the full image and the thumbnail together when the image is removed', () => {
    const entries = equipmentSaveUpdate('b1', 'e1', DETAILS, null);
    expect(entries['images/b1/equipment/e1']).toBeNull();
    expect(entries['thumbnails/b1/equipment/e1']).toBeNull();
    expect(entries['equipment/b1/e1/name']).toBe('Chiller 1');
  });
});

describe('equipmentDeleteUpdate', () => {
  it('deletes the record, its full image and its thumbnail in one update', () => {
    expect(equipmentDeleteUpdate('b1', 'e1')).toEqual({
      'equipment/b1/e1': null,
      'images/b1/equipment/e1': null,
      'thumbnails/b1/equipment/e1': null,
    });
  });
});
