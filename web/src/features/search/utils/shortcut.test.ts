import { describe, expect, it } from 'vitest';
import { isApplePlatform, isSearchShortcut, isTextField, type ShortcutKey } from './shortcut';

const key = (over: Partial<ShortcutKey>): ShortcutKey => ({
  key: 'k',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  inField: false,
  ...over,
});

describe('isSearchShortcut', () => {
  it('opens with Ctrl+K and ⌘K, in a field too', () => {
    expect(isSearchShortcut(key({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key({ metaKey: true, key: 'K' }))).toBe(true);
    expect(isSearchShortcut(key({ ctrlKey: true, inField: true }))).toBe(true);
  });

  it('opens with "/" only outside a field and without modifiers', () => {
    expect(isSearchShortcut(key({ key: '/' }))).toBe(true);
    expect(isSearchShortcut(key({ key: '/', inField: true }))).toBe(false);
    expect(isSearchShortcut(key({ key: '/', ctrlKey: true }))).toBe(false);
  });

  it('ignores other keys and combinations', () => {
    expect(isSearchShortcut(key({}))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key({ ctrlKey: true, altKey: true }))).toBe(false);
  });
});

describe('isTextField', () => {
  it('tells text fields from other elements', () => {
    const text = document.createElement('input');
    const box = document.createElement('input');
    box.type = 'checkbox';
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextField(text)).toBe(true);
    expect(isTextField(document.createElement('textarea'))).toBe(true);
    expect(isTextField(editable)).toBe(true);
    expect(isTextField(box)).toBe(false);
    expect(isTextField(document.createElement('button'))).toBe(false);
    expect(isTextField(null)).toBe(false);
  });
});

describe('isApplePlatform', () => {
  it('recognises Apple devices', () => {
    expect(isApplePlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isApplePlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
  });
});
