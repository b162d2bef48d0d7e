import type { Path, TreeNode } from '../tree/node.js';
import { getNode, toJSON } from '../tree/node.js';
import { applyQuery } from '../tree/query.js';
import type { Listen, ListenRegistry, ListenerSink } from './listen-registry.js';
import { mayRead, type RulesState } from './rules-gate.js';

/** A path as the wire writes it: segments joined by '/', no leading slash. */
export function wirePath(path: Path): string {
  return path.join('/');
}

function isPrefix(prefix: Path, path: Path): boolean {
  if (prefix.length > path.length) return false;
  for (let i = 0; i < prefix.length; i++) if (prefix[i] !== path[i]) return false;
  return true;
}

/** Sends `c` (listen revoked) for a listen; the caller drops it. */
export function revokeListen(listen: Listen): void {
  listen.sink.forget(listen);
  listen.sink.push(
    'c',
    listen.tag === undefined
      ? { p: wirePath(listen.path) }
      : { p: wirePath(listen.path), q: [listen.wireQuery ?? {}] },
  );
}

/** Pushes a tagged listen's current view if it changed since the last push. */
function pushTagged(listen: Listen, root: TreeNode | null): void {
  const view = applyQuery(getNode(root, listen.path), listen.spec);
  if (sameView(view, listen.lastView)) return;
  listen.lastView = view;
  listen.sink.push('d', { p: wirePath(listen.path), d: toJSON(view, true), t: listen.tag });
}

function sameView(a: TreeNode | null, b: TreeNode | null): boolean {
  if (a === b) return true;
  if (a === null || b === null || a.kind === 'leaf' || b.kind === 'leaf') return false;
  if (a.children.size !== b.children.size) return false;
  for (const [key, child] of a.children) if (b.children.get(key) !== child) return false;
  return true;
}

/**
 * Pushes the effect of a committed write to every listen it touches, re-checking `.read` first
 * (a failing listen is revoked with `c`). Default listens get `d` at the changed path (or at the
 * listen path when the change covers it), or one `m` for several changes below them; tagged
 * listens get their recomputed view with `t`.
 * Identical pushes to one connection are sent once.
 */
export function fanOut(
  listens: ListenRegistry,
  rules: RulesState,
  oldRoot: TreeNode | null,
  newRoot: TreeNode | null,
  changed: Path[],
): void {
  const affected = new Set<Listen>();
  for (const path of changed) listens.collectAffected(path, affected);
  if (affected.size === 0) return;
  const sent = new Map<ListenerSink, Set<string>>();
  const once = (sink: ListenerSink, key: string, send: () => void): void => {
    let keys = sent.get(sink);
    if (!keys) sent.set(sink, (keys = new Set()));
    if (keys.has(key)) return;
    keys.add(key);
    send();
  };
  for (const listen of affected) {
    if (!mayRead(rules, listen.sink.who, listen.path, newRoot, listen.spec)) {
      listens.remove(listen);
      revokeListen(listen);
      continue;
    }
    if (listen.tag !== undefined) {
      pushTagged(listen, newRoot);
      continue;
    }
    const covering = changed.some((c) => isPrefix(c, listen.path));
    const targets = (
      covering ? [listen.path] : changed.filter((c) => isPrefix(listen.path, c))
    ).filter((target) => getNode(newRoot, target) !== getNode(oldRoot, target));
    if (targets.length === 1) {
      const target = targets[0]!;
      once(listen.sink, wirePath(target), () =>
        listen.sink.push('d', { p: wirePath(target), d: toJSON(getNode(newRoot, target), true) }),
      );
    } else if (targets.length > 1) {
      // A multi-location update below the listen: one merge push with paths relative to it.
      const merge: Record<string, unknown> = {};
      for (const target of targets) {
        merge[target.slice(listen.path.length).join('/')] = toJSON(getNode(newRoot, target), true);
      }
      const p = wirePath(listen.path);
      once(listen.sink, `m:${p}:${Object.keys(merge).join('|')}`, () =>
        listen.sink.push('m', { p, d: merge }),
      );
    }
  }
}
