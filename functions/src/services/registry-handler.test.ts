import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import type { RegistryEntry } from '../shared/schemas/stored/registry.js';
import { handleRegistryRequest } from './registry-handler.js';
import type { Geocode } from './geocoder.js';

const BRNO: RegistryEntry = {
  id: 'r1',
  name: 'Campus C',
  street: 'Kotlářská 2',
  city: 'Brno',
  country: 'CZ',
};

async function search(q: string, entries: RegistryEntry[], geocode?: Geocode) {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    status: (code: number) => ((sent.status = code), res),
    json: (value: unknown) => ((sent.body = value), res),
    set: () => res,
  };
  const req = { method: 'GET', path: '/registry/search', query: { q }, get: () => 'Bearer t' };
  await handleRegistryRequest(req as unknown as Request, res as unknown as Response, {
    verifyIdToken: async () => ({ uid: 'alice' }),
    entries: async () => entries,
    geocode,
  });
  return sent;
}

describe('handleRegistryRequest', () => {
  it('answers the matching buildings and what it searched', async () => {
    expect(await search('brno', [BRNO])).toEqual({
      status: 200,
      body: { suggestions: [BRNO], sources: { registryBuildings: 1, geocoder: false } },
    });
  });

  it('tells an empty registry without a geocoder apart from a search that found nothing', async () => {
    expect((await search('praha', [BRNO])).body).toEqual({
      suggestions: [],
      sources: { registryBuildings: 1, geocoder: false },
    });
    expect((await search('praha', [])).body).toEqual({
      suggestions: [],
      sources: { registryBuildings: 0, geocoder: false },
    });
    const geocode: Geocode = async () => [];
    expect((await search('praha', [], geocode)).body).toEqual({
      suggestions: [],
      sources: { registryBuildings: 0, geocoder: true },
    });
  });
});
