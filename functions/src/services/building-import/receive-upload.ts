import busboy from 'busboy';
import type { Request } from 'express';
import {
  IMPORT_FILE_FIELD,
  IMPORT_MAX_BYTES,
} from '../../shared/schemas/contracts/building-import.js';
import { ImportFileRefusal } from './parse-import.js';

/** The uploaded file: its name and type as the browser sent them, and its bytes. */
export interface ReceivedFile {
  fileName: string;
  mimeType: string;
  bytes: Uint8Array;
}

/** Multipart overhead allowed on top of the file (boundaries, part headers). */
const MULTIPART_SLACK_BYTES = 64 * 1024;

/**
 * Reads the one file of a `multipart/form-data` request with busboy, stopping at
 * `IMPORT_MAX_BYTES - 1` bytes: a larger file (spec 8: "10MB or larger") is refused with
 * `import.fileTooLarge` as soon as busboy passes the limit, and a request whose Content-Length
 * already says so is refused before any byte is read. The Functions runtime hands over the body
 * it has buffered (`rawBody`); without it the request stream is piped.
 */
export function receiveUpload(req: Request): Promise<ReceivedFile> {
  const declared = Number(req.get('content-length') ?? 'NaN');
  if (declared >= IMPORT_MAX_BYTES + MULTIPART_SLACK_BYTES) {
    return Promise.reject(new ImportFileRefusal('import.fileTooLarge'));
  }
  if (!/^multipart\/form-data/i.test(req.get('content-type') ?? '')) {
    return Promise.reject(new ImportFileRefusal('import.fileMissing'));
  }
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: IMPORT_MAX_BYTES - 1, fields: 10, parts: 12 },
      });
    } catch {
      reject(new ImportFileRefusal('import.fileMissing'));
      return;
    }
    let received: ReceivedFile | null = null;
    let failed = false;
    const fail = (refusal: ImportFileRefusal) => {
      if (failed) return;
      failed = true;
      reject(refusal);
    };
    parser.on('file', (field, stream, info) => {
      if (field !== IMPORT_FILE_FIELD || received !== null) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        stream.resume();
        fail(new ImportFileRefusal('import.fileTooLarge'));
      });
      stream.on('close', () => {
        if (failed) return;
        received = {
          fileName: info.filename ?? '',
          mimeType: info.mimeType ?? '',
          bytes: new Uint8Array(Buffer.concat(chunks)),
        };
      });
    });
    parser.on('error', () => fail(new ImportFileRefusal('import.fileMissing')));
    parser.on('close', () => {
      if (failed) return;
      if (received === null) fail(new ImportFileRefusal('import.fileMissing'));
      else resolve(received);
    });
    const raw = (req as Request & { rawBody?: Buffer }).rawBody;
    if (raw instanceof Uint8Array) parser.end(raw);
    else req.pipe(parser);
  });
}

/** File types browsers and operating systems give CSV files (Windows says Excel's type). */
const CSV_TYPES = new Set([
  'text/csv',
  'text/plain',
  'text/x-csv',
  'application/csv',
  'application/x-csv',
  'application/vnd.ms-excel',
  'application/octet-stream',
  '',
]);

/**
 * Whether a file claims to be CSV: a `.csv` (or `.txt`) name, and a type that CSV files are
 * sent with. The content is checked again when it is read (binary content is `file.notText`).
 */
export function looksLikeCsvFile(fileName: string, mimeType: string): boolean {
  return /\.(csv|txt)$/i.test(fileName.trim()) && CSV_TYPES.has(mimeType.toLowerCase());
}
