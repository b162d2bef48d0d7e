import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { ADMIN } from './core/auth.js';
import { startEmulator } from './server/emulator.js';
import { toJSON } from './tree/node.js';

const USAGE = `Usage: facet-database-emulator [options]
  --host <host>             interface to listen on (default 127.0.0.1)
  --port <port>             port (default 9000; 0 picks a free one)
  --rules <file>            security rules for every namespace (default: open rules)
  --ns <namespace>          single-namespace mode: every namespace maps to this one
  --import <json>           data to load at start (into --ns, else the file's base name)
  --export-on-exit <json>   write the data (export format) there on SIGINT/SIGTERM
  --functions_emulator_host <host>, --functions_emulator_port <port>
                            firebase-tools' Functions emulator, where database trigger events go
                            (the options firebase-tools gives Firebase's own database emulator)
  --single_project_mode <bool>  accepted for firebase-tools (see --ns)
  --location <region>       the database's location: 2nd-gen triggers of another region are
                            refused at registration, as they would never fire
  --help                    show this text`;

function namespaceOfFile(file: string): string {
  return basename(file).replace(/\.json$/i, '');
}

/** Parses the command line, starts the emulator, and stops it cleanly on SIGINT/SIGTERM. */
export async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string', default: '127.0.0.1' },
      port: { type: 'string', default: '9000' },
      rules: { type: 'string' },
      ns: { type: 'string' },
      import: { type: 'string' },
      'export-on-exit': { type: 'string' },
      functions_emulator_host: { type: 'string' },
      functions_emulator_port: { type: 'string' },
      single_project_mode: { type: 'string' },
      location: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`Invalid --port ${values.port}`);
  const rulesText = values.rules === undefined ? undefined : readFileSync(values.rules, 'utf8');
  const emulator = await startEmulator({
    host: values.host,
    port,
    ...(rulesText === undefined ? {} : { rulesText }),
    ...(values.ns === undefined ? {} : { singleNamespace: values.ns }),
    ...(values.location === undefined ? {} : { location: values.location }),
    ...(values.functions_emulator_port === undefined
      ? {}
      : {
          functionsEmulator: `${values.functions_emulator_host ?? '127.0.0.1'}:${values.functions_emulator_port}`,
        }),
  });
  const exportFile = values['export-on-exit'];
  const mainNamespace = values.ns ?? (exportFile ? namespaceOfFile(exportFile) : undefined);
  if (values.import !== undefined) {
    const text = readFileSync(values.import, 'utf8');
    const db = emulator.namespaces.get(values.ns ?? namespaceOfFile(values.import));
    // As firebase-tools imports: no triggers, no write-size limit.
    const outcome = db.write(
      ADMIN,
      [{ path: [], data: JSON.parse(text), plain: !text.includes('.sv') }],
      { triggers: false, writeSizeLimit: 'unlimited' },
    );
    if (outcome.status !== 'ok') throw new Error(`Import failed: ${outcome.status}`);
  }
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // Stop first: closing connections runs their onDisconnect writes, which belong in the export.
    emulator
      .stop()
      .then(() => {
        if (exportFile === undefined) return;
        const all = emulator.namespaces.all();
        const db =
          all.find((d) => d.name === mainNamespace) ?? (all.length === 1 ? all[0] : undefined);
        writeFileSync(exportFile, JSON.stringify(toJSON(db?.root ?? null, true)));
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    `Database emulator ready at ${emulator.url} (WebSocket ${emulator.url.replace('http', 'ws')}/.ws)`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
