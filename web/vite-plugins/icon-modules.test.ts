import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AddIcon from 'virtual:icons/Add';
import DeleteTwoTone from 'virtual:icons/DeleteTwoTone';
import {
  iconElements,
  iconifyName,
  iconifySets,
  iconModules,
  iconModuleSource,
} from './icon-modules.js';

const sets = iconifySets();

/** Every icon name the app imports, read from its sources. */
function importedIconNames(): string[] {
  // A path, not a URL: the test's environment is jsdom, whose URL fs does not take.
  const root = join(dirname(fileURLToPath(import.meta.url)), '../src');
  const names = new Set<string>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, name] of source.matchAll(/from 'virtual:icons\/([A-Za-z0-9]+)'/g)) {
      names.add(name!);
    }
  }
  return [...names].sort();
}

describe('iconifyName', () => {
  it('finds Google Material Icons by their MUI names, the variant as prefix', () => {
    expect(iconifyName('Add')).toEqual({ set: 'ic', id: 'baseline-add' });
    // "Outline" is part of some icons' own names; "Outlined" is the variant.
    expect(iconifyName('DeleteOutline')).toEqual({ set: 'ic', id: 'baseline-delete-outline' });
    expect(iconifyName('ImageOutlined')).toEqual({ set: 'ic', id: 'outline-image' });
    expect(iconifyName('AddPhotoAlternateOutlined')).toEqual({
      set: 'ic',
      id: 'outline-add-photo-alternate',
    });
    expect(iconifyName('DeleteTwoTone')).toEqual({ set: 'ic', id: 'twotone-delete' });
    expect(iconifyName('Looks3')).toEqual({ set: 'ic', id: 'baseline-looks-3' });
  });

  it('takes brands from the Material Design Icons', () => {
    expect(iconifyName('Google')).toEqual({ set: 'mdi', id: 'google' });
  });

  it('refuses a name that is not PascalCase', () => {
    expect(() => iconifyName('add')).toThrow(/PascalCase/);
    expect(() => iconifyName('Add/../x')).toThrow(/PascalCase/);
  });
});

describe('iconElements', () => {
  it('keeps each shape and its opacity, and leaves the fill to SvgIcon', () => {
    expect(
      iconElements(
        'X',
        '<path fill="currentColor" d="M8 9h8v10H8z" opacity=".3"/><path fill="currentColor" fill-rule="evenodd" d="M6 19z"/>',
      ),
    ).toEqual([
      { tag: 'path', attributes: { d: 'M8 9h8v10H8z', opacity: '.3' } },
      { tag: 'path', attributes: { fillRule: 'evenodd', d: 'M6 19z' } },
    ]);
  });

  it('refuses what a single-colour icon cannot draw', () => {
    expect(() => iconElements('X', '<g fill="none"><path d="M1 1z"/></g>')).toThrow(
      /icon "X": cannot draw "<g fill/,
    );
    expect(() => iconElements('X', '<path fill="#f00" d="M1 1z"/>')).toThrow(
      /not drawn in the text/,
    );
    expect(() => iconElements('X', '')).toThrow(/empty/);
  });
});

describe('iconModuleSource', () => {
  it('makes a createSvgIcon component of the drawing, named as MUI names it', () => {
    const source = iconModuleSource('Add', sets);
    expect(source).toContain(`import { createSvgIcon } from '@mui/material/utils';`);
    expect(source).toContain('"d":"M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z"');
    expect(source).toContain(', "Add");');
  });

  it('says which icon is missing and where it was looked for', () => {
    expect(() => iconModuleSource('NoSuchIcon', sets)).toThrow(
      'icon "NoSuchIcon": no "ic:baseline-no-such-icon" in @iconify-json/ic',
    );
  });

  it('draws every icon the app imports', () => {
    const names = importedIconNames();
    expect(names.length).toBeGreaterThan(60);
    for (const name of names) expect(() => iconModuleSource(name, sets), name).not.toThrow();
  });
});

describe('iconModules (the Vite plugin)', () => {
  it('resolves virtual:icons/<Name> to a module of its own and leaves other ids alone', () => {
    const plugin = iconModules();
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (id: string) => string | undefined;
    expect(resolveId('virtual:icons/Add')).toBe('\0virtual:icons/Add');
    expect(resolveId('@mui/material')).toBeUndefined();
    expect(load('\0virtual:icons/Add')).toBe(iconModuleSource('Add', sets));
    expect(load('/src/main.tsx')).toBeUndefined();
  });

  it('gives components that render as MUI icons do, test ids included', () => {
    const { getByTestId } = render(
      createElement('div', null, createElement(AddIcon), createElement(DeleteTwoTone)),
    );
    const add = getByTestId('AddIcon');
    expect(add.tagName.toLowerCase()).toBe('svg');
    expect(add.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(add.querySelector('path')?.getAttribute('d')).toBe('M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z');
    const twoTone = getByTestId('DeleteTwoToneIcon').querySelectorAll('path');
    expect(twoTone).toHaveLength(2);
    expect(twoTone[0]!.getAttribute('opacity')).toBe('.3');
  });
});
