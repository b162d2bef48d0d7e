import { describe, expect, it } from 'vitest';
import { accountNameOf, editorNameOf } from './editor-name.js';

describe('accountNameOf', () => {
  it.each([
    [{ displayName: 'Jana', email: 'jana@example.com' }, 'Jana'],
    [{ displayName: '', email: 'jana@example.com' }, 'jana@example.com'],
    [{ displayName: null, email: 'jana@example.com' }, 'jana@example.com'],
    [{ email: 'jana@example.com' }, 'jana@example.com'],
    [{ displayName: null, email: '' }, undefined],
    [{}, undefined],
  ])('%j is shown as %j', (account, name) => {
    expect(accountNameOf(account)).toBe(name);
  });
});

describe('editorNameOf', () => {
  it.each([
    [{ uid: 'u1', displayName: 'Jana', email: 'jana@example.com' }, 'Jana'],
    [{ uid: 'u1', displayName: undefined, email: 'jana@example.com' }, 'jana@example.com'],
    [{ uid: 'u1', displayName: '', email: null }, 'u1'],
    [{ uid: 'u1' }, 'u1'],
  ])('%j edits as %j', (account, name) => {
    expect(editorNameOf(account)).toBe(name);
  });
});
