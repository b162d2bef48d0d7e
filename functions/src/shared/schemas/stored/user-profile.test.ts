import { describe, expect, it } from 'vitest';
import { userProfileSchema } from './user-profile.js';

const PROFILE = { language: 'en', theme: 'system', currency: 'USD', units: 'metric' };
const issuesOf = (value: unknown) =>
  userProfileSchema
    .safeParse(value)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('userProfileSchema', () => {
  it.each([
    ['defaults', PROFILE],
    ['in koruna', { ...PROFILE, currency: 'CZK' }],
    [
      'named',
      { displayName: 'Jana', language: 'de', theme: 'dark', currency: 'EUR', units: 'imperial' },
    ],
  ])('accepts %s', (_label, value) => {
    expect(issuesOf(value)).toEqual([]);
  });

  it.each([
    ['French', { ...PROFILE, language: 'fr' }, 'language: validation.mustBeSelected'],
    ['an unknown currency', { ...PROFILE, currency: 'XYZ' }, 'currency: validation.mustBeSelected'],
    ['a lower-case code', { ...PROFILE, currency: 'eur' }, 'currency: validation.mustBeSelected'],
    ['no theme', { ...PROFILE, theme: undefined }, 'theme: validation.mustBeSelected'],
    ['long name', { ...PROFILE, displayName: 'x'.repeat(101) }, 'displayName: validation.tooLong'],
    ['unknown field', { ...PROFILE, admin: true }, ': validation.unknownField'],
  ])('rejects %s', (_label, value, issue) => {
    expect(issuesOf(value)).toContain(issue);
  });
});
