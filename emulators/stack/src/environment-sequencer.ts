import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ENVIRONMENT_COMMENT = /@vitest-environment\s+([\w-]+)/;

/**
 * The environment a test file runs in: its own `@vitest-environment` comment (Vitest reads it from
 * the file's top; read here from its first 2 kB), else its project's.
 */
export function environmentOf(source: string, projectEnvironment: string): string {
  return ENVIRONMENT_COMMENT.exec(source.slice(0, 2048))?.[1] ?? projectEnvironment;
}

/**
 * Vitest's order (projects one after another, and within a project the slowest or largest files
 * first), with each project's files of one environment kept together, in the order of their
 * first file.
 *
 * A project that shares workers between files (`isolate: false`: the web app's jsdom and MUI, the
 * functions' Admin SDK) keeps a worker only while the next file waiting is of the same project
 * and environment; otherwise the worker is stopped and a new one started, with its environment
 * and its imports. The web app's 11 files in the node environment (the PDF report's), spread
 * among its 178 jsdom files by size, stopped and restarted its workers about twenty times a run.
 */
export class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const groups = new Map<string, TestSpecification[]>();
    for (const file of sorted) {
      const environment = environmentOf(
        readFileSync(file.moduleId, 'utf8'),
        file.project.config.environment,
      );
      const key = `${file.project.name}\u0000${environment}`;
      const group = groups.get(key);
      if (group) group.push(file);
      else groups.set(key, [file]);
    }
    return [...groups.values()].flat();
  }
}
