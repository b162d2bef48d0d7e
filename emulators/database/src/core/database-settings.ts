/**
 * A database's settings, as production keeps them per database at `/.settings/<name>.json` and
 * firebase-tools' `database:settings:get|set` reads and writes them (lib/database/settings.js):
 * `strictTriggerValidation` (default true) and `defaultWriteSizeLimit`.
 */
import type { WriteSizeLimit } from './write-limits.js';

/** The settings of one namespace. */
export interface DatabaseSettings {
  /** Refuse writes that would break the trigger limits (core/triggers/trigger-limits.ts). */
  strictTriggerValidation: boolean;
  /** The `writeSizeLimit` of a write that names none; `tiny` only per request. */
  defaultWriteSizeLimit: Exclude<WriteSizeLimit, 'tiny'>;
}

/** The name of a setting, the `<name>` of its URL. */
export type SettingName = keyof DatabaseSettings;

/** A new namespace's settings. */
export function defaultSettings(): DatabaseSettings {
  return { strictTriggerValidation: true, defaultWriteSizeLimit: 'large' };
}

/** Whether `name` is a setting's name. */
export function isSettingName(name: string): name is SettingName {
  return name === 'strictTriggerValidation' || name === 'defaultWriteSizeLimit';
}

/** Thrown for a value a setting does not take; answered with 400. */
export class SettingError extends Error {}

/**
 * Sets `name` to the JSON `value` of a PUT (firebase-tools sends `true`, `"large"`). Refused
 * values throw with firebase-tools' own wording for them.
 */
export function applySetting(settings: DatabaseSettings, name: SettingName, value: unknown): void {
  if (name === 'strictTriggerValidation') {
    if (typeof value !== 'boolean') {
      throw new SettingError("strictTriggerValidation must be 'true' or 'false'");
    }
    settings.strictTriggerValidation = value;
    return;
  }
  if (value !== 'small' && value !== 'medium' && value !== 'large' && value !== 'unlimited') {
    throw new SettingError(
      'defaultWriteSizeLimit must be either small, medium, large or unlimited. (tiny is not allowed)',
    );
  }
  settings.defaultWriteSizeLimit = value;
}
