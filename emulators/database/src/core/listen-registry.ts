import type { Path, TreeNode } from '../tree/node.js';
import type { QuerySpec, WireQuery } from '../tree/query.js';
import type { AuthState } from './auth.js';

/** Where pushes for a listen go: one client connection. */
export interface ListenerSink {
  readonly id: number;
  /** The connection's current auth. */
  readonly who: AuthState;
  /** Sends a server push `{a, b}`. */
  push(action: string, body: unknown): void;
  /** Called when the server drops one of the sink's listens (revoked by rules). */
  forget(listen: Listen): void;
}

/** One active listen (`q`) of one connection. */
export interface Listen {
  readonly sink: ListenerSink;
  readonly path: Path;
  readonly pathKey: string;
  readonly queryId: string;
  readonly spec: QuerySpec;
  readonly wireQuery?: WireQuery;
  /** Present for tagged (filtered) listens; pushes carry it as `t`. */
  readonly tag?: number;
  /** The view last pushed, for tagged listens, to skip unchanged pushes. */
  lastView: TreeNode | null;
}

interface TrieNode {
  readonly children: Map<string, TrieNode>;
  readonly listens: Set<Listen>;
}

function emptyTrie(): TrieNode {
  return { children: new Map(), listens: new Set() };
}

/** All listens of a namespace, indexed by path so a write finds the ones it touches quickly. */
export class ListenRegistry {
  private readonly root = emptyTrie();
  private count = 0;

  /** Number of active listens. */
  get size(): number {
    return this.count;
  }

  /** Adds a listen. */
  add(listen: Listen): void {
    let node = this.root;
    for (const segment of listen.path) {
      let next = node.children.get(segment);
      if (!next) {
        next = emptyTrie();
        node.children.set(segment, next);
      }
      node = next;
    }
    node.listens.add(listen);
    this.count++;
  }

  /** Removes a listen; empty trie branches are pruned. */
  remove(listen: Listen): void {
    const trail: [TrieNode, string][] = [];
    let node: TrieNode | undefined = this.root;
    for (const segment of listen.path) {
      trail.push([node, segment]);
      node = node.children.get(segment);
      if (!node) return;
    }
    if (node.listens.delete(listen)) this.count--;
    for (let i = trail.length - 1; i >= 0; i--) {
      const [parent, segment] = trail[i]!;
      const child = parent.children.get(segment)!;
      if (child.listens.size > 0 || child.children.size > 0) break;
      parent.children.delete(segment);
    }
  }

  /** Adds to `out` every listen at, above or below `path`. */
  collectAffected(path: Path, out: Set<Listen>): void {
    let node: TrieNode | undefined = this.root;
    for (const l of node.listens) out.add(l);
    for (const segment of path) {
      node = node.children.get(segment);
      if (!node) return;
      for (const l of node.listens) out.add(l);
    }
    const stack = [...node.children.values()];
    while (stack.length > 0) {
      const next = stack.pop()!;
      for (const l of next.listens) out.add(l);
      for (const c of next.children.values()) stack.push(c);
    }
  }

  /** Every listen. */
  all(): Listen[] {
    const set = new Set<Listen>();
    this.collectAffected([], set);
    return [...set];
  }
}

/** The key of a listen in a connection's map: its path and query identity. */
export function listenKey(pathKey: string, queryId: string): string {
  return `${pathKey}\u0000${queryId}`;
}
