/**
 * The text of an uploaded CSV file in the encoding people's spreadsheets really write: a
 * byte-order mark's UTF-8 or UTF-16, else UTF-8 when valid, else Windows-1250 or 1252; binary
 * content refused.
 */
import { isUtf8 } from 'node:buffer';
import { CsvReadError } from './csv-read-error.js';

export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1250' | 'windows-1252';

/** Letters only Central European (Czech, Slovak, Polish, Hungarian) text has. */
const CENTRAL_EUROPEAN = /[ěščřžťďňůĚŠČŘŽŤĎŇŮąęłńśźżĄĘŁŃŚŹŻőűŐŰĺľŕĹĽŔ]/g;
/** Letters Western European text has that Windows-1250 would show as Central European ones. */
const WESTERN_EUROPEAN = /[èìòùøåæœïîêâûÈÌÒÙØÅÆŒÏÎÊÂÛ]/g;
/** Whether text holds control characters besides tab, line feed and carriage return. */
function looksBinary(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

/**
 * Decodes an uploaded file: a byte-order mark decides (UTF-8, UTF-16 LE/BE); otherwise valid
 * UTF-8 is UTF-8, and anything else is a single-byte Windows code page: 1250 (Czech Excel) when
 * that reading gives more Central European letters than 1252 gives Western ones, else 1252.
 * Throws `file.notText` for binary content (NUL and other control bytes).
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  let decoded: { text: string; encoding: CsvEncoding };
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    decoded = { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  } else if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    decoded = { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  } else if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    decoded = { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  } else {
    try {
      decoded = {
        text: new TextDecoder('utf-8', { fatal: true }).decode(bytes),
        encoding: 'utf-8',
      };
    } catch {
      decoded = decodeSingleByte(bytes);
    }
  }
  if (looksBinary(decoded.text.slice(0, HEAD_CHARS))) throw new CsvReadError('file.notText', 1);
  return decoded;
}

/** Characters of a file's start that are checked for binary content and sniffed. */
const HEAD_CHARS = 64 * 1024;

/** A file that is not UTF-8, read as Windows-1250 or 1252 (see {@link decodeCsvBytes}). */
function decodeSingleByte(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const central = new TextDecoder('windows-1250').decode(bytes);
  const western = new TextDecoder('windows-1252').decode(bytes);
  return count(central, CENTRAL_EUROPEAN) > count(western, WESTERN_EUROPEAN)
    ? { text: central, encoding: 'windows-1250' }
    : { text: western, encoding: 'windows-1252' };
}

/** An uploaded file ready for csv-parse, which reads bytes: UTF-8, whatever it was written in. */
export interface CsvSource {
  /** The file as UTF-8 without byte-order mark. */
  bytes: Uint8Array;
  /** What the file was written in. */
  encoding: CsvEncoding;
  /** The file's first 64 K characters, for sniffing the delimiter. */
  head: string;
  /** The whole text (decoded when asked: only a file that cannot be read needs it). */
  text(): string;
}

/**
 * {@link decodeCsvBytes} without decoding a UTF-8 file into one large string only to encode it
 * again for csv-parse: a UTF-8 file (the usual case) is checked and passed on as it is; UTF-16
 * and single-byte files are decoded and encoded as UTF-8. Same encodings and refusals.
 */
export function csvSourceOf(bytes: Uint8Array): CsvSource {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const utf8 = bom ? bytes.subarray(3) : bytes;
  if (!(bytes[0] === 0xff && bytes[1] === 0xfe) && !(bytes[0] === 0xfe && bytes[1] === 0xff)) {
    if (bom || isUtf8(utf8)) {
      // A character cut at the end of the head decodes to U+FFFD, which is harmless here.
      const head = new TextDecoder('utf-8').decode(utf8.subarray(0, HEAD_CHARS));
      if (looksBinary(head)) throw new CsvReadError('file.notText', 1);
      let text: string | null = null;
      return {
        bytes: utf8,
        encoding: 'utf-8',
        head,
        text: () => (text ??= new TextDecoder('utf-8').decode(utf8)),
      };
    }
  }
  const { text, encoding } = decodeCsvBytes(bytes);
  return {
    bytes: Buffer.from(text, 'utf8'),
    encoding,
    head: text.slice(0, HEAD_CHARS),
    text: () => text,
  };
}
