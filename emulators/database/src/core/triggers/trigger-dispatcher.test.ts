import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, type AuthState } from '../auth.js';
import { fromJSON, type Path, type TreeNode } from '../../tree/node.js';
import { parseRegistration } from './registration.js';
import { TriggerDispatcher } from './trigger-dispatcher.js';

const registration = (generation: number) =>
  parseRegistration(
    {
      name: `projects/p/locations/us-central1/triggers/us-central1-fn-${generation}`,
      path: 'a/{id}',
      event: 'google.firebase.database.ref.v1.written',
      namespacePattern: '*',
    },
    null,
  );

/** What a committed write does: plan its events, then queue them. */
function collect(
  dispatcher: TriggerDispatcher,
  who: AuthState,
  before: TreeNode | null,
  after: TreeNode | null,
  changed: Path[],
): void {
  dispatcher.enqueue('ns', who, dispatcher.plan('ns', before, after, changed), 0);
}

let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/**
 * A dispatcher that sends one event at a time to a stand-in Functions emulator, which answers
 * each after 2 ms and records the refs in the order they arrived.
 */
async function oneAtATime(): Promise<{ order: string[]; dispatcher: TriggerDispatcher }> {
  const order: string[] = [];
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      order.push((JSON.parse(body) as { ref: string }).ref);
      setTimeout(() => res.end('{}'), 2);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const dispatcher = new TriggerDispatcher({
    functionsEmulator: `127.0.0.1:${port}`,
    concurrency: 1,
  });
  dispatcher.register(registration(0));
  return { order, dispatcher };
}

describe('TriggerDispatcher', () => {
  it('refuses a 2nd-gen trigger of another region than its database, as it would never fire', () => {
    const inRegion = (region: string, event = 'google.firebase.database.ref.v1.written') =>
      parseRegistration(
        {
          name: `projects/p/locations/${region}/triggers/${region}-fn-0`,
          path: 'a/{id}',
          event,
          namespacePattern: '*',
        },
        null,
      );
    const dispatcher = new TriggerDispatcher({ location: 'europe-west1' });
    expect(() => dispatcher.register(inRegion('us-central1'))).toThrow(
      /fn-0 is in us-central1, this database in europe-west1: it would never fire/,
    );
    dispatcher.register(inRegion('europe-west1'));
    // A 1st-gen trigger names no region (`_`) and fires for any database.
    dispatcher.register(
      parseRegistration(
        {
          name: 'projects/p/locations/_/functions/v1fn',
          path: 'a/{id}',
          event: 'providers/google.firebase.database/eventTypes/ref.write',
        },
        'ns',
      ),
    );
    expect(dispatcher.list().map((r) => r.key)).toEqual(['europe-west1-fn-0', 'v1fn']);
    // Without a location every region is taken (the conformance suites' emulators).
    new TriggerDispatcher().register(inRegion('us-central1'));
  });

  it('a reload of the Functions emulator (next generation) replaces the registration', () => {
    const dispatcher = new TriggerDispatcher();
    dispatcher.register(registration(0));
    dispatcher.register(registration(1));
    expect(dispatcher.list().map((r) => r.key)).toEqual(['us-central1-fn-1']);
  });

  it('plans only the triggers under a written path, in the order they were registered', () => {
    const on = (name: string, path: string, namespacePattern = '*') =>
      parseRegistration(
        {
          name: `projects/p/locations/us-central1/triggers/us-central1-${name}-0`,
          path,
          event: 'google.firebase.database.ref.v1.written',
          namespacePattern,
        },
        null,
      );
    const dispatcher = new TriggerDispatcher();
    dispatcher.register(on('building', 'buildings/{id}'));
    dispatcher.register(on('anyMeta', '{kind}/{id}/meta'));
    dispatcher.register(on('user', 'users/{uid}'));
    dispatcher.register(on('buildingMeta', 'buildings/{id}/meta'));
    dispatcher.register(on('otherNamespace', 'users/{uid}', 'elsewhere'));
    const before = fromJSON(null);
    const after = fromJSON({
      buildings: { b1: { meta: { v: 1 } } },
      users: { u1: { meta: { v: 2 } } },
      logs: { l1: { meta: { v: 3 } } },
    });
    const fired = (changed: Path[]) =>
      dispatcher
        .plan('ns', before, after, changed)
        .map(
          (event) =>
            `${event.registration.key.replace(/^us-central1-|-0$/g, '')} ${event.path.join('/')}`,
        );
    // One path: the triggers of its first segment and those starting with a wildcard.
    expect(fired([['logs', 'l1', 'meta']])).toEqual(['anyMeta logs/l1/meta']);
    expect(fired([['buildings', 'b1', 'meta']])).toEqual([
      'building buildings/b1',
      'anyMeta buildings/b1/meta',
      'buildingMeta buildings/b1/meta',
    ]);
    // Several paths (a multi-path update): every trigger of any of them, in registration order.
    expect(
      fired([
        ['users', 'u1'],
        ['buildings', 'b1'],
      ]),
    ).toEqual([
      'building buildings/b1',
      'anyMeta users/u1/meta',
      'anyMeta buildings/b1/meta',
      'user users/u1',
      'buildingMeta buildings/b1/meta',
    ]);
    // A write at the root reaches every trigger of the namespace.
    expect(fired([[]])).toHaveLength(6);
    // A path no trigger watches plans nothing; a trigger registered later is planned at once.
    expect(fired([['series', 's1']])).toEqual([]);
    dispatcher.register(on('series', 'series/{id}'));
    expect(fired([['series', 's1']])).toEqual([]);
    const withSeries = fromJSON({ series: { s1: 1 } });
    expect(
      dispatcher
        .plan('ns', before, withSeries, [['series', 's1']])
        .map((event) => event.path.join('/')),
    ).toEqual(['series/s1']);
    // Namespaces are told apart (and what was answered for one is not reused for another).
    expect(
      dispatcher.plan('elsewhere', before, after, [['users', 'u1']]).map((e) => e.registration.key),
    ).toEqual(['us-central1-anyMeta-0', 'us-central1-user-0', 'us-central1-otherNamespace-0']);
  });

  it('plans one event per concrete path, however many writes of an update reach it', () => {
    const dispatcher = new TriggerDispatcher();
    dispatcher.register(
      parseRegistration(
        {
          name: 'projects/p/locations/us-central1/triggers/us-central1-building-0',
          path: 'buildings/{id}',
          event: 'google.firebase.database.ref.v1.written',
          namespacePattern: '*',
        },
        null,
      ),
    );
    const before = fromJSON({ buildings: { b1: { meta: { v: 1 } }, b2: { meta: { v: 1 } } } });
    const after = fromJSON({
      buildings: { b1: { meta: { v: 2 }, general: { n: 1 } }, b2: { meta: { v: 2 } } },
    });
    const paths = (changed: Path[]) =>
      dispatcher.plan('ns', before, after, changed).map((event) => event.path.join('/'));
    // Writes at the pattern's depth: each its own path.
    expect(
      paths([
        ['buildings', 'b1'],
        ['buildings', 'b2'],
      ]),
    ).toEqual(['buildings/b1', 'buildings/b2']);
    // Two writes below one building, and a priority written beside a write below it (its
    // effective path is the building's): one event each.
    expect(
      paths([
        ['buildings', 'b1', 'meta'],
        ['buildings', 'b1', 'general'],
        ['buildings', 'b2', 'meta'],
      ]),
    ).toEqual(['buildings/b1', 'buildings/b2']);
    expect(
      paths([
        ['buildings', 'b1'],
        ['buildings', 'b1', 'meta'],
      ]),
    ).toEqual(['buildings/b1']);
  });

  it('plans a write’s events without queueing them', () => {
    const dispatcher = new TriggerDispatcher();
    dispatcher.register(registration(0));
    const before = fromJSON({ a: { x: 1, y: 2 } });
    const planned = dispatcher.plan('ns', before, fromJSON({ a: { x: 1, y: 3, z: 4 } }), [['a']]);
    expect(planned.map((event) => event.path.join('/')).sort()).toEqual(['a/y', 'a/z']);
    expect(dispatcher.plan('ns', before, before, [['a']])).toEqual([]);
    expect([dispatcher.stats.events, dispatcher.pending()]).toEqual([0, 0]);
  });

  it('retries while nothing listens, then gives up and counts the event as dropped', async () => {
    const lines: string[] = [];
    const dispatcher = new TriggerDispatcher({
      functionsEmulator: '127.0.0.1:1',
      retryForMs: 300,
      log: (line) => lines.push(line),
    });
    dispatcher.register(registration(0));
    collect(dispatcher, ADMIN, null, fromJSON({ a: { x: 1 } }), [['a', 'x']]);
    await dispatcher.idle();
    expect(dispatcher.stats).toMatchObject({ events: 1, delivered: 0, dropped: 1 });
    expect(dispatcher.stats.retries).toBeGreaterThan(0);
    expect(lines[0]).toMatch(/trigger us-central1-fn-0 at \/a\/x not delivered/);
  });

  it('posts to the trigger route and logs a failing function without retrying it', async () => {
    const paths: string[] = [];
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.statusCode = 500;
      res.end('boom');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const lines: string[] = [];
    const dispatcher = new TriggerDispatcher({
      functionsEmulator: `127.0.0.1:${port}`,
      log: (line) => lines.push(line),
    });
    dispatcher.register(registration(0));
    collect(dispatcher, ADMIN, null, fromJSON({ a: { x: 1, y: 2 } }), [['a']]);
    await dispatcher.idle();
    expect(paths).toEqual([
      '/functions/projects/p/triggers/us-central1-fn-0',
      '/functions/projects/p/triggers/us-central1-fn-0',
    ]);
    expect(dispatcher.stats).toMatchObject({ events: 2, failed: 2, retries: 0 });
    expect(lines).toHaveLength(2);
  });

  it('sends the events of a person’s write before an import’s backlog, keeping order per path', async () => {
    const { order, dispatcher } = await oneAtATime();
    const person: AuthState = {
      admin: false,
      auth: { uid: 'u1', provider: 'password', token: {} },
    };
    for (let n = 0; n < 20; n++) {
      collect(dispatcher, ADMIN, null, fromJSON({ a: { [`i${n}`]: n } }), [['a', `i${n}`]]);
    }
    collect(dispatcher, person, null, fromJSON({ a: { saved: 1 } }), [['a', 'saved']]);
    await dispatcher.idle();
    expect(order).toHaveLength(21);
    // The first import event was already on its way; the person's is next.
    expect(order.indexOf('a/saved')).toBeLessThanOrEqual(1);
    expect(order.filter((ref) => ref !== 'a/saved')).toEqual(
      Array.from({ length: 20 }, (_, n) => `a/i${n}`),
    );
  });

  it('takes admin writes in turns: a function’s small write is not queued behind an import’s events', async () => {
    const { order, dispatcher } = await oneAtATime();
    // One admin write of 20 paths (an import's step), then one of a single path, then a second
    // event of the import's first path (a later write of it).
    const imported = Object.fromEntries(Array.from({ length: 20 }, (_, n) => [`i${n}`, n]));
    collect(
      dispatcher,
      ADMIN,
      null,
      fromJSON({ a: imported }),
      Object.keys(imported).map((key) => ['a', key]),
    );
    collect(dispatcher, ADMIN, null, fromJSON({ a: { member: 1 } }), [['a', 'member']]);
    collect(
      dispatcher,
      ADMIN,
      fromJSON({ a: imported }),
      fromJSON({ a: { ...imported, i0: 'again' } }),
      [['a', 'i0']],
    );
    await dispatcher.idle();
    expect(order).toHaveLength(22);
    // The import's first event was on its way; the single write's is next but one at most.
    expect(order.indexOf('a/member')).toBeLessThanOrEqual(2);
    // Each path's events leave in the order written, and the import's paths in its order.
    expect(order.indexOf('a/i0')).toBeLessThan(order.lastIndexOf('a/i0'));
    const importOrder = order.filter((ref) => ref !== 'a/member');
    importOrder.splice(importOrder.lastIndexOf('a/i0'), 1);
    expect(importOrder).toEqual(Array.from({ length: 20 }, (_, n) => `a/i${n}`));
  });

  it('gives up a delivery that is never answered, and the next event of its path still leaves', async () => {
    const refs: string[] = [];
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const ref = (JSON.parse(body) as { ref: string }).ref;
        refs.push(ref);
        // The first delivery hangs, as a function worker that died without answering.
        if (refs.length > 1) res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const lines: string[] = [];
    const dispatcher = new TriggerDispatcher({
      functionsEmulator: `127.0.0.1:${port}`,
      deliveryTimeoutMs: 200,
      log: (line) => lines.push(line),
    });
    dispatcher.register(registration(0));
    collect(dispatcher, ADMIN, null, fromJSON({ a: { x: 1 } }), [['a', 'x']]);
    collect(dispatcher, ADMIN, fromJSON({ a: { x: 1 } }), fromJSON({ a: { x: 2 } }), [['a', 'x']]);
    await dispatcher.idle();
    expect(refs).toEqual(['a/x', 'a/x']);
    expect(dispatcher.stats).toMatchObject({ events: 2, delivered: 1, dropped: 1, retries: 0 });
    expect(lines[0]).toMatch(/not delivered: no answer within the delivery timeout/);
    server.closeAllConnections();
  });

  it('sends one event of a trigger at a time (each other would start a worker), other triggers beside it', async () => {
    const inFlight = new Map<string, number>();
    const most = new Map<string, number>();
    let mostInAll = 0;
    const delivered: string[] = [];
    server = createServer((req, res) => {
      const trigger = (req.url ?? '').split('/').pop() ?? '';
      inFlight.set(trigger, (inFlight.get(trigger) ?? 0) + 1);
      most.set(trigger, Math.max(most.get(trigger) ?? 0, inFlight.get(trigger)!));
      mostInAll = Math.max(
        mostInAll,
        [...inFlight.values()].reduce((a, b) => a + b, 0),
      );
      req.resume();
      req.on('end', () =>
        setTimeout(() => {
          inFlight.set(trigger, inFlight.get(trigger)! - 1);
          delivered.push(trigger);
          res.end('{}');
        }, 5),
      );
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const trigger = (name: string) =>
      parseRegistration(
        {
          name: `projects/p/locations/us-central1/triggers/us-central1-${name}-0`,
          path: 'a/{id}',
          event: 'google.firebase.database.ref.v1.written',
          namespacePattern: '*',
        },
        null,
      );
    const run = async (concurrencyPerTrigger?: number) => {
      inFlight.clear();
      most.clear();
      mostInAll = 0;
      delivered.length = 0;
      const dispatcher = new TriggerDispatcher({
        functionsEmulator: `127.0.0.1:${port}`,
        ...(concurrencyPerTrigger === undefined ? {} : { concurrencyPerTrigger }),
      });
      dispatcher.register(trigger('first'));
      dispatcher.register(trigger('second'));
      // One write of 8 paths: 8 events of each trigger, on 8 lanes each.
      const written = Object.fromEntries(Array.from({ length: 8 }, (_, n) => [`i${n}`, n]));
      collect(
        dispatcher,
        ADMIN,
        null,
        fromJSON({ a: written }),
        Object.keys(written).map((key) => ['a', key]),
      );
      await dispatcher.idle();
      return {
        delivered: delivered.length,
        first: most.get('us-central1-first-0'),
        second: most.get('us-central1-second-0'),
        all: mostInAll,
      };
    };
    // By default one of each trigger at a time, the two triggers side by side.
    expect(await run()).toEqual({ delivered: 16, first: 1, second: 1, all: 2 });
    // Allowed more, a trigger's lanes take up to the overall concurrency (4).
    const more = await run(4);
    expect(more).toMatchObject({ delivered: 16, all: 4 });
    expect(Math.max(more.first ?? 0, more.second ?? 0)).toBeGreaterThan(1);
    server.closeAllConnections();
  });
});
