import type { CDPSession, Page } from 'playwright-core';

/** One node of a V8 CPU profile (Chrome DevTools Protocol, Profiler.Profile). */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * A sampled CPU profile of a page's main thread (`BENCH_PROFILE=1`): started before an action,
 * stopped after it, then summarised as the functions with the most self time, so that a bench's
 * figure can be traced to the code that spends it.
 */
export async function startCpuProfile(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return cdp;
}

/** Stops the profile and returns its `top` functions by self time as printable lines. */
export async function stopCpuProfile(cdp: CDPSession, top = 25): Promise<string[]> {
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  await cdp.detach();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i += 1) {
    const node = byId.get(samples[i]!);
    if (!node) continue;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const file = url.split('/').pop() ?? '';
    const key = `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
    selfUs.set(key, (selfUs.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  }
  const totalUs = [...selfUs.values()].reduce((sum, value) => sum + value, 0);
  return [
    ...busyStretches(profile, byId),
    `CPU profile: ${(totalUs / 1000).toFixed(0)} ms sampled; most self time:`,
    ...[...selfUs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([key, us]) => `  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`),
  ];
}

const keyOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  return `${functionName || '(anonymous)'} ${file}${file ? `:${lineNumber + 1}:${columnNumber + 1}` : ''}`;
};

/**
 * The stretches of at least `minMs` without an idle sample (the long tasks), each with its start
 * (ms after the profile's start), length and the functions with the most self time in it.
 */
function busyStretches(profile: Profile, byId: Map<number, ProfileNode>, minMs = 150): string[] {
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const lines: string[] = [];
  let at = 0;
  let start = -1;
  let self = new Map<string, number>();
  const close = (end: number) => {
    if (start >= 0 && (end - start) / 1000 >= minMs) {
      const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
      lines.push(
        `Busy ${(start / 1000).toFixed(0)}–${(end / 1000).toFixed(0)} ms (${((end - start) / 1000).toFixed(0)} ms):`,
      );
      for (const [key, us] of top) lines.push(`  ${(us / 1000).toFixed(0).padStart(6)} ms  ${key}`);
    }
    start = -1;
    self = new Map();
  };
  for (let i = 0; i < samples.length; i += 1) {
    at += deltas[i] ?? 0;
    const node = byId.get(samples[i]!);
    const key = node ? keyOf(node) : '';
    if (key.startsWith('(idle)')) {
      close(at);
      continue;
    }
    if (start < 0) start = at;
    self.set(key, (self.get(key) ?? 0) + (deltas[i + 1] ?? 0));
  }
  close(at);
  return lines;
}
