/**
 * Letters that Unicode does not decompose into a base letter and a mark, spelt as people type
 * them without the key (German ß as "ss", Danish ø as "o", Polish ł as "l"…). Source: the
 * Unicode Collation Algorithm's primary-strength equivalences (UTS #10, DUCET) and DIN 5007-1's
 * ß = ss; lower case only, as they are looked up after lower-casing.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const UNDECOMPOSED_PATTERN = /[ßæœøłđðþı]/g;
const HAS_UNDECOMPOSED = /[ßæœøłđðþı]/;
const COMBINING_MARKS = /\p{M}+/gu;
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function lowerCase(text: string, locale: string | undefined): string {
  if (locale === undefined) return text.toLowerCase();
  try {
    return text.toLocaleLowerCase(locale);
  } catch {
    // An unknown language tag: the language-neutral mapping.
    return text.toLowerCase();
  }
}

/**
 * `text` as search compares it: lower case in the user's language (`locale`, a BCP 47 tag; only
 * Turkish, Azeri and Lithuanian lower-case differently), accents and other combining marks removed
 * (Unicode NFD, then every `\p{M}` dropped: "Plzeň" → "plzen", "Müller" → "muller"), letters without
 * a decomposition spelt out ("Straße" → "strasse", "Łódź" → "lodz"), and every run of characters
 * that is neither letter nor digit one space, trimmed ("AHU-01/B" → "ahu 01 b"). The same function
 * folds the query and the texts searched, so both sides agree.
 */
export function foldSearchText(text: string, locale?: string): string {
  // Plain ASCII (most names, codes and queries) has nothing to decompose: the same result, faster.
  if (PRINTABLE_ASCII.test(text))
    return text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  let folded = lowerCase(text, locale).normalize('NFD').replace(COMBINING_MARKS, '');
  if (HAS_UNDECOMPOSED.test(folded))
    folded = folded.replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter);
  // Accents gone, most texts are ASCII: the ASCII word split is much faster than \p{L}\p{N}.
  if (PRINTABLE_ASCII.test(folded)) return folded.replace(/[^a-z0-9]+/g, ' ').trim();
  return folded.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Texts a folder remembers at most; past it, it starts again (memory stays bounded). */
const FOLDER_MEMORY = 50_000;

/**
 * `foldSearchText` in `locale` remembering its results: a portfolio repeats the same types,
 * manufacturers, measure names and building titles (the context of every asset) thousands of
 * times, each folded once.
 */
export function createFolder(locale?: string): (text: string) => string {
  const memory = new Map<string, string>();
  return (text) => {
    let folded = memory.get(text);
    if (folded === undefined) {
      if (memory.size >= FOLDER_MEMORY) memory.clear();
      folded = foldSearchText(text, locale);
      memory.set(text, folded);
    }
    return folded;
  };
}
