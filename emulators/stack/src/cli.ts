import { benchCommand } from './bench-command.ts';
import { deployCheckCommand } from './deploy-check-command.ts';
import { devCommand } from './dev-command.ts';
import { execCommand } from './exec-command.ts';
import { lintCommand } from './lint-command.ts';
import { checkImportCycles } from './lint/import-cycles.ts';
import { ROOT } from './paths.ts';
import { quickCommand } from './quick-command.ts';
import { startCommand } from './start-command.ts';
import { testCommand } from './test-command.ts';

const COMMANDS: Record<string, (args: string[]) => Promise<number>> = {
  start: startCommand,
  dev: devCommand,
  test: testCommand,
  bench: benchCommand,
  exec: execCommand,
  'deploy-check': deployCheckCommand,
  lint: lintCommand,
  cycles: async () => checkImportCycles(ROOT),
  quick: quickCommand,
};

/**
 * Whether the entry ends the process once `argv`'s command has answered, rather than letting Node
 * wait for whatever is still scheduled. `deploy-check` asks firebase-tools' functions discovery for
 * the functions, which leaves two timers behind that it never clears: its discovery timeout (10 s,
 * or `FUNCTIONS_DISCOVERY_TIMEOUT`) and a 10 s SIGKILL for the functions' process, which has exited
 * by then. Node waited for them: the check ended 7 s after "Ready to deploy." (issue 33), and
 * `.ci/run` with it.
 */
export function endsProcessWhenDone(argv: readonly string[]): boolean {
  return argv[0] === 'deploy-check';
}

/** `facet-stack <start|dev|test|bench>`; resolves with the exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name = '', ...rest] = argv;
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Usage: facet-stack <${Object.keys(COMMANDS).join('|')}>`);
    return 2;
  }
  try {
    return await command(rest);
  } catch (failure) {
    console.error(`\n${failure instanceof Error ? failure.message : String(failure)}`);
    return 1;
  }
}
