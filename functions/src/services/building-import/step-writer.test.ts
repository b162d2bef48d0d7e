import { describe, expect, it } from 'vitest';
import type { ImportStep } from '../../shared/domain/building-import/import-step-units.js';
import { ImportStepWriter } from './step-writer.js';

const step = (name: string, ordered = false): ImportStep => ({
  bytes: new TextEncoder().encode(name),
  body: name,
  undo: () => `undo ${name}`,
  ...(ordered ? { ordered: true as const } : {}),
});

/** An update whose calls are answered when the test says. */
function heldUpdates() {
  const sent: string[] = [];
  const answers = new Map<string, () => void>();
  const update = (body: Uint8Array<ArrayBuffer> | string) => {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    sent.push(text);
    return new Promise<void>((resolve) => answers.set(text, resolve));
  };
  const answer = async (name: string) => {
    answers.get(name)!();
    // The writer sends what may go next once the answer's handlers have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { sent, update, answer };
}

describe('ImportStepWriter', () => {
  it('keeps two steps in flight', async () => {
    const { sent, update, answer } = heldUpdates();
    const writer = new ImportStepWriter(update, 'u1');
    for (const name of ['a', 'b', 'c']) writer.send(step(name));
    expect(sent).toEqual(['a', 'b']);
    await answer('a');
    expect(sent).toEqual(['a', 'b', 'c']);
  });

  it('sends an ordered step only once every earlier step is stored', async () => {
    const { sent, update, answer } = heldUpdates();
    const writer = new ImportStepWriter(update, 'u1');
    writer.send(step('a'));
    writer.send(step('b', true));
    writer.send(step('c'));
    // b writes below a building of a: not with a in flight, nor c before it.
    expect(sent).toEqual(['a']);
    await answer('a');
    expect(sent).toEqual(['a', 'b', 'c']);
    await answer('b');
    await answer('c');
    const finished = writer.finish([step('commit')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.at(-1)).toBe('commit');
    await answer('commit');
    await finished;
  });
});
