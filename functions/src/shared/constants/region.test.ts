import { describe, expect, it } from 'vitest';
import { DATABASE_REGIONS, databaseUrl, functionsOrigin, regionOfDatabaseUrl } from './region.js';

describe('regionOfDatabaseUrl', () => {
  it('reads back the region of every URL databaseUrl makes', () => {
    for (const region of DATABASE_REGIONS) {
      expect(regionOfDatabaseUrl(databaseUrl('facet-prod-default-rtdb', region))).toBe(region);
    }
  });

  it('reads the Firebase console forms, with a path or a trailing slash', () => {
    expect(regionOfDatabaseUrl('https://p-default-rtdb.firebaseio.com/')).toBe('us-central1');
    expect(
      regionOfDatabaseUrl('https://p-default-rtdb.europe-west1.firebasedatabase.app/buildings'),
    ).toBe('europe-west1');
    expect(regionOfDatabaseUrl('https://P-DEFAULT-RTDB.ASIA-SOUTHEAST1.firebasedatabase.app')).toBe(
      'asia-southeast1',
    );
  });

  it('names no region for another host, a region Facet does not run in, or no URL', () => {
    expect(regionOfDatabaseUrl('http://127.0.0.1:9000/?ns=p-default-rtdb')).toBeNull();
    expect(regionOfDatabaseUrl('https://p.us-east1.firebasedatabase.app')).toBeNull();
    expect(regionOfDatabaseUrl('https://firebaseio.com')).toBeNull();
    expect(regionOfDatabaseUrl('https://p.firebaseio.com.example.org')).toBeNull();
    expect(regionOfDatabaseUrl('https://a.b.europe-west1.firebasedatabase.app')).toBeNull();
    expect(regionOfDatabaseUrl('not a url')).toBeNull();
  });
});

describe('functionsOrigin', () => {
  it('is the cloudfunctions.net origin of the project in the region', () => {
    expect(functionsOrigin('facet-prod', 'europe-west1')).toBe(
      'https://europe-west1-facet-prod.cloudfunctions.net',
    );
  });
});
