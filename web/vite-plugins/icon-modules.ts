import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * The app's icons, each a module made at build time: `import AddIcon from 'virtual:icons/Add'`.
 *
 * The names are those of `@mui/icons-material` (Google's Material Icons in PascalCase, a variant
 * as suffix: `ImageOutlined`), and so are the components: `createSvgIcon` of `@mui/material`, with
 * the same `data-testid` (`AddIcon`). The drawings come from Iconify's JSON of the same Material
 * Icons (`@iconify-json/ic`, Apache-2.0, one 4 MB file), brands from the Material Design Icons
 * set (`@iconify-json/mdi`). `@mui/icons-material` held them as 43,103 files, 39 % of what
 * `npm ci` wrote for the 65 icons the app uses.
 */
export const ICON_MODULE_PREFIX = 'virtual:icons/';

const RESOLVED_PREFIX = `\0${ICON_MODULE_PREFIX}`;

/** `@mui/icons-material`'s variant suffixes and Iconify's prefix for each. */
const VARIANTS: readonly (readonly [suffix: string, prefix: string])[] = [
  ['Outlined', 'outline'],
  ['Rounded', 'round'],
  ['TwoTone', 'twotone'],
  ['Sharp', 'sharp'],
];

/** Icons that are not Google's: the Material Design Icons' name for each. */
const BRANDS: Readonly<Record<string, string>> = { Google: 'google' };

interface IconifyIcon {
  body: string;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string; [transform: string]: unknown }>;
  width?: number;
  height?: number;
}

/** Where an icon's drawing is found: the set ('ic' or 'mdi') and its name there. */
export function iconifyName(name: string): { set: 'ic' | 'mdi'; id: string } {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) {
    throw new Error(`icon "${name}": expected a PascalCase name such as Add or ImageOutlined`);
  }
  const brand = BRANDS[name];
  if (brand) return { set: 'mdi', id: brand };
  const variant = VARIANTS.find(([suffix]) => name.endsWith(suffix) && name !== suffix);
  const base = variant ? name.slice(0, -variant[0].length) : name;
  const kebab = base
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase();
  return { set: 'ic', id: `${variant ? variant[1] : 'baseline'}-${kebab}` };
}

/** One SVG element of an icon's drawing: its tag and attributes, `fill` left to `SvgIcon`. */
export interface IconElement {
  tag: 'path' | 'circle' | 'rect' | 'ellipse';
  attributes: Record<string, string>;
}

const ELEMENT = /<(path|circle|rect|ellipse)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/>/y;
const ATTRIBUTE = /\s+([a-zA-Z-]+)="([^"]*)"/g;
/** SVG attributes in React's spelling; others (d, cx, opacity...) are the same in both. */
const REACT_ATTRIBUTE: Readonly<Record<string, string>> = {
  'fill-rule': 'fillRule',
  'clip-rule': 'clipRule',
  'fill-opacity': 'fillOpacity',
};

/**
 * Reads an Iconify body (self-closing shapes only, as Material Icons are drawn) into elements.
 * Anything else (groups, masks, strokes) throws: such an icon would need more than `SvgIcon`'s
 * single fill colour, and the build should say so rather than draw it wrong.
 */
export function iconElements(name: string, body: string): IconElement[] {
  const elements: IconElement[] = [];
  ELEMENT.lastIndex = 0;
  while (ELEMENT.lastIndex < body.length) {
    const start = ELEMENT.lastIndex;
    const match = ELEMENT.exec(body);
    if (!match) {
      throw new Error(`icon "${name}": cannot draw "${body.slice(start, start + 40)}"`);
    }
    const attributes: Record<string, string> = {};
    for (const [, key, value] of match[2]!.matchAll(ATTRIBUTE)) {
      if (key === 'fill' && value === 'currentColor') continue;
      if (key === 'fill' || key === 'stroke') {
        throw new Error(`icon "${name}": ${key}="${value}" is not drawn in the text colour`);
      }
      attributes[REACT_ATTRIBUTE[key!] ?? key!] = value!;
    }
    elements.push({ tag: match[1] as IconElement['tag'], attributes });
  }
  if (elements.length === 0) throw new Error(`icon "${name}": the drawing is empty`);
  return elements;
}

/** Loads Iconify's sets once per process. */
export function iconifySets(): (set: 'ic' | 'mdi') => IconifySet {
  const require = createRequire(import.meta.url);
  const loaded = new Map<string, IconifySet>();
  return (set) => {
    let icons = loaded.get(set);
    if (!icons) {
      const file = require.resolve(`@iconify-json/${set}/icons.json`);
      icons = JSON.parse(readFileSync(file, 'utf8')) as IconifySet;
      loaded.set(set, icons);
    }
    return icons;
  };
}

/** The module of one icon: a `createSvgIcon` component of its drawing, named as MUI names it. */
export function iconModuleSource(name: string, sets: (set: 'ic' | 'mdi') => IconifySet): string {
  const { set, id } = iconifyName(name);
  const icons = sets(set);
  // An alias that only renames is followed; one that turns or flips its parent is not drawn.
  const alias = icons.aliases?.[id];
  if (alias && Object.keys(alias).some((key) => key !== 'parent')) {
    throw new Error(`icon "${name}": "${set}:${id}" transforms another icon`);
  }
  const icon = icons.icons[alias ? alias.parent : id];
  if (!icon) throw new Error(`icon "${name}": no "${set}:${id}" in @iconify-json/${set}`);
  if ((icons.width ?? 16) !== 24 || (icons.height ?? 16) !== 24) {
    throw new Error(`icon "${name}": @iconify-json/${set} is not drawn on SvgIcon's 24 × 24 grid`);
  }
  const elements = iconElements(name, icon.body).map(
    ({ tag, attributes }, index) =>
      `jsx(${JSON.stringify(tag)}, ${JSON.stringify(attributes)}, ${JSON.stringify(String(index))})`,
  );
  const drawing = elements.length === 1 ? elements[0] : `[${elements.join(', ')}]`;
  return [
    `import { createSvgIcon } from '@mui/material/utils';`,
    `import { jsx } from 'react/jsx-runtime';`,
    `export default createSvgIcon(${drawing}, ${JSON.stringify(name)});`,
  ].join('\n');
}

/** The Vite plugin: resolves `virtual:icons/<Name>` and loads its module. */
export function iconModules(): Plugin {
  const sets = iconifySets();
  return {
    name: 'facet-icon-modules',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(ICON_MODULE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      return iconModuleSource(id.slice(RESOLVED_PREFIX.length), sets);
    },
  };
}
