import { describe, expect, it } from 'vitest';
import { buildingMetaSchema } from './building-meta.js';

const META = {
  ownerUid: 'u1',
  status: 'temporary',
  createdAtMs: 1,
  updatedAtMs: 2,
  wizard: { step: 'general', percent: 0 },
};
const issuesOf = (value: unknown) =>
  buildingMetaSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('buildingMetaSchema', () => {
  it.each([
    ['new', META],
    [
      'finished',
      {
        ...META,
        status: 'permanent',
        editedBy: 'a@b.c',
        editedByUid: 'u1',
        wizard: { step: 'done', done: { general: true, done: true }, percent: 22 },
      },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['no owner', { ...META, ownerUid: undefined }, 'ownerUid: validation.required'],
    ['bad status', { ...META, status: 'draft' }, 'status: validation.mustBeSelected'],
    ['time as text', { ...META, createdAtMs: '1' }, 'createdAtMs: validation.required'],
    ['negative time', { ...META, updatedAtMs: -1 }, 'updatedAtMs: validation.outOfRange'],
    [
      'percent over 100',
      { ...META, wizard: { step: 'general', percent: 101 } },
      'wizard.percent: validation.outOfRange',
    ],
    [
      'unknown step done',
      { ...META, wizard: { step: 'general', done: { finish: true }, percent: 0 } },
      'wizard.done: validation.mustBeSelected',
    ],
    [
      'done false',
      { ...META, wizard: { step: 'general', done: { general: false }, percent: 0 } },
      'wizard.done.general: validation.outOfRange',
    ],
    ['unknown field', { ...META, name: 'x' }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});
