import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createGeocoder } from './geocoder.js';

/** A local stand-in for a Nominatim-format provider, answering what `reply` says. */
async function provider(
  reply: (request: IncomingMessage) => { status: number; body: unknown } | 'hang',
): Promise<{ url: string; requests: IncomingMessage[]; server: Server }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    const answer = reply(request);
    if (answer === 'hang') return;
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/search`, requests, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const PLACE = {
  place_id: 1,
  lat: '50.1',
  lon: '14.4',
  name: 'Tower',
  address: { road: 'Main Street', house_number: '5', city: 'Praha', country_code: 'cz' },
};

describe('createGeocoder', () => {
  it('asks the provider in Nominatim format with an identifying User-Agent', async () => {
    const stub = await provider(() => ({ status: 200, body: [PLACE] }));
    servers.push(stub.server);
    const found = await createGeocoder(stub.url)('Main Street 5, Praha');
    expect(found).toEqual([
      expect.objectContaining({ street: 'Main Street 5', source: 'geocoder' }),
    ]);
    const asked = new URL(stub.requests[0]?.url ?? '', stub.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      q: 'Main Street 5, Praha',
      format: 'jsonv2',
      addressdetails: '1',
      limit: '5',
    });
    expect(stub.requests[0]?.headers['user-agent']).toMatch(/^Facet /);
  });

  it('answers nothing when the provider fails or is too slow', async () => {
    const failing = await provider(() => ({ status: 503, body: { error: 'busy' } }));
    const hanging = await provider(() => 'hang');
    servers.push(failing.server, hanging.server);
    expect(await createGeocoder(failing.url)('x')).toEqual([]);
    const started = Date.now();
    expect(await createGeocoder(hanging.url, { timeoutMs: 200 })('x')).toEqual([]);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
