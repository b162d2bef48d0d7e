import { describe, expect, it } from 'vitest';
import { functionOfPath, isLongRequest } from './long-requests';

describe('functionOfPath', () => {
  it('is the first segment of the path, without a query', () => {
    expect(functionOfPath('/imports/buildings')).toBe('imports');
    expect(functionOfPath('/imports/equipment?buildingId=b1')).toBe('imports');
    expect(functionOfPath('recomputeBuilding')).toBe('recomputeBuilding');
    expect(functionOfPath('/series?x=1')).toBe('series');
    expect(functionOfPath('/')).toBe('');
  });
});

describe('isLongRequest', () => {
  it('holds for the imports, the series upload and the recompute only', () => {
    expect(isLongRequest('/imports/buildings')).toBe(true);
    expect(isLongRequest('/series/upload')).toBe(true);
    expect(isLongRequest('recomputeBuilding')).toBe(true);
    expect(isLongRequest('/importsx/buildings')).toBe(false);
    expect(isLongRequest('/registry/search')).toBe(false);
    expect(isLongRequest('/shares/create')).toBe(false);
  });
});
