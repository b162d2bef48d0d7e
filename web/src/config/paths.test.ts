import { describe, expect, it } from 'vitest';
import { isPublicPath, paths } from './paths';

describe('isPublicPath', () => {
  it.each(['/iframe', '/iframe/', '/iframe/abc', '/iframe/abc/performance'])(
    'opens the share route %s without sign-in',
    (pathname) => expect(isPublicPath(pathname)).toBe(true),
  );

  it.each([
    '/',
    '/building',
    '/building/abc/iframe',
    '/building/iframe/x',
    '/iframes',
    '/iframe-x/abc',
    '/settings/iframe',
    '/x/iframe/abc',
  ])('keeps %s behind sign-in', (pathname) => expect(isPublicPath(pathname)).toBe(false));

  it('builds share hrefs that are public', () => {
    expect(paths.iframe.getHref('tok_-1')).toBe('/iframe/tok_-1');
    expect(paths.iframe.getHref('tok', 'comparison')).toBe('/iframe/tok/comparison');
    expect(isPublicPath(paths.iframe.getHref('tok', 'performance'))).toBe(true);
  });
});

describe('paths', () => {
  it('builds the links of the route table', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.termsOfService.getHref()).toBe('/terms-of-service');
    expect(paths.portfolio.getHref()).toBe('/building');
    expect(paths.building.getHref('a/b c')).toBe('/building/a%2Fb%20c');
    expect(paths.buildingPerformance.getHref('b1')).toBe('/building/b1/performance');
    expect(paths.buildingAssetReliability.getHref('b1')).toBe('/building/b1/asset-reliability');
    expect(paths.buildingEquipment.getHref('b1')).toBe('/building/b1/equipment');
    expect(paths.buildingEquipment.getAddHref('b1')).toBe('/building/b1/equipment?add=1');
    expect(paths.buildingEquipmentItem.getHref('b1', 'e/1')).toBe('/building/b1/equipment/e%2F1');
    expect(paths.addingBuilding.getHref()).toBe('/adding-building');
    expect(paths.editingBuilding.getHref('b 1')).toBe('/editing-building/b%201');
  });

  it('gives the building tabs their path below the building', () => {
    expect(paths.buildingImprove.path).toBe('improve');
    expect(paths.buildingEquipment.path).toBe('equipment');
  });
});
