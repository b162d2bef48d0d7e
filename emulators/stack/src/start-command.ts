import { buildFunctions, buildWeb } from './build.ts';
import { startStack, type RunningStack } from './stack.ts';
import { waitForStopSignal } from './wait-for-stop.ts';

export function printWelcome(stack: RunningStack, webUrl: string): void {
  const [owner, ...others] = stack.demoUsers;
  const lines = [
    '',
    '  Facet is running (offline emulators, project demo-facet).',
    '',
    `  Open:      ${webUrl}`,
    owner ? `  Sign in:   ${owner.email} / ${owner.password}   (${owner.displayName}, owner)` : '',
    ...others.map(
      (user) =>
        `             ${user.email} / ${user.password}   (${user.displayName}, ${user.role})`,
    ),
    '',
    '  Press Ctrl-C to stop.',
    '',
  ];
  console.log(
    lines.filter((line, index) => line !== '' || index === 0 || lines[index - 1] !== '').join('\n'),
  );
}

/** `npm start`: build, start every emulator with Hosting serving the built app, seed, wait. */
export async function startCommand(): Promise<number> {
  console.log('Building functions and web app...');
  await buildFunctions();
  await buildWeb();
  console.log('Starting emulators...');
  const stack = await startStack({ hosting: true, quiet: true });
  printWelcome(stack, stack.webUrl ?? '');
  console.log('  Emulator logs: .stack/logs/');
  await waitForStopSignal();
  console.log('Stopping...');
  await stack.stop();
  return 0;
}
