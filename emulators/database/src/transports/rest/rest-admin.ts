import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderCoverageHtml } from '../../rules/coverage.js';
import { coverageReport, resetCoverage } from '../../rules/engine.js';
import type { AuthState } from '../../core/auth.js';
import { applySetting, SettingError, type SettingName } from '../../core/database-settings.js';
import type { NamespaceDb } from '../../core/namespace-db.js';
import { loadRules } from '../../core/rules-gate.js';
import { parseRegistration, RegistrationError } from '../../core/triggers/registration.js';
import type { TriggerDispatcher } from '../../core/triggers/trigger-dispatcher.js';
import { readBody, respond, respondError } from './http-utils.js';

/**
 * `/.settings/rules.json`: GET returns the rules text, PUT replaces it (owner only). Invalid
 * rules are refused with 400 and `{"error": "L:C: reason"}` as Firebase's emulator answers
 * (`L:C: Parse error. reason` when the text is not JSON; see RulesSyntaxError); live listens that
 * the new rules no longer allow are revoked.
 */
export async function handleRulesRequest(
  req: IncomingMessage,
  res: ServerResponse,
  db: NamespaceDb,
  who: AuthState,
): Promise<void> {
  if (!who.admin)
    return respondError(res, 401, 'Permission denied: only the owner may access rules');
  if (req.method === 'GET') return respond(res, 200, db.rules.text);
  if (req.method !== 'PUT') return respondError(res, 405, `Unsupported method ${req.method}`);
  const text = await readBody(req);
  try {
    db.setRules(loadRules(text));
  } catch (error) {
    // A RulesSyntaxError's message already has Firebase's `L:C: reason` shape.
    return respondError(res, 400, error instanceof Error ? error.message : String(error));
  }
  respond(res, 200, JSON.stringify({ status: 'ok' }));
}

/**
 * `/.settings/strictTriggerValidation.json` and `/.settings/defaultWriteSizeLimit.json` (owner
 * only): GET answers the value as JSON (`true`, `"large"`), PUT sets it from a JSON body, as
 * firebase-tools' `database:settings:set` sends it; a value the setting does not take is 400.
 */
export async function handleSettingRequest(
  req: IncomingMessage,
  res: ServerResponse,
  db: NamespaceDb,
  who: AuthState,
  name: SettingName,
): Promise<void> {
  if (!who.admin) return respondError(res, 401, 'Permission denied');
  if (req.method === 'GET') return respond(res, 200, JSON.stringify(db.settings[name]));
  if (req.method !== 'PUT') return respondError(res, 405, `Unsupported method ${req.method}`);
  let value: unknown;
  try {
    value = JSON.parse(await readBody(req));
  } catch {
    return respondError(res, 400, `Invalid JSON for ${name}`);
  }
  try {
    applySetting(db.settings, name, value);
  } catch (error) {
    if (error instanceof SettingError) return respondError(res, 400, error.message);
    throw error;
  }
  respond(res, 200, JSON.stringify({ status: 'ok' }));
}

/**
 * The rules coverage report at Firebase's URLs: GET `/.inspect/coverage` is an HTML page (the
 * rules with each expression's true/false/error counts), GET `/.inspect/coverage.json` the same
 * report as JSON (https://firebase.google.com/docs/rules/emulator-reports); DELETE on either
 * resets the counters.
 */
export function handleCoverageRequest(
  req: IncomingMessage,
  res: ServerResponse,
  db: NamespaceDb,
): void {
  if (req.method === 'DELETE') {
    resetCoverage(db.rules.compiled);
    return respond(res, 200, JSON.stringify({ status: 'ok' }));
  }
  const report = coverageReport(db.rules.compiled);
  if (new URL(req.url ?? '/', 'http://localhost').pathname.endsWith('.json')) {
    return respond(res, 200, JSON.stringify(report));
  }
  respond(
    res,
    200,
    renderCoverageHtml(report, db.rules.text, `Realtime Database rules coverage: ${db.name}`),
    { 'Content-Type': 'text/html; charset=utf-8' },
  );
}

/**
 * `POST /.settings/functionTriggers.json` (`?ns=` for v1 triggers): firebase-tools' Functions
 * emulator registers one database trigger per request (see triggers/registration.ts); `GET`
 * lists the registered triggers, `DELETE` removes them all. Owner only, as the rules upload.
 */
export async function handleFunctionTriggers(
  req: IncomingMessage,
  res: ServerResponse,
  who: AuthState,
  triggers: TriggerDispatcher,
  namespaceParam: string | null,
): Promise<void> {
  if (!who.admin) return respondError(res, 401, 'Permission denied');
  if (req.method === 'GET') {
    const list = triggers.list().map((r) => ({
      name: r.name,
      path: r.path.source,
      event: r.eventType,
      namespacePattern: r.namespacePattern,
    }));
    return respond(res, 200, JSON.stringify(list));
  }
  if (req.method === 'DELETE') {
    triggers.clear();
    return respond(res, 200, 'null');
  }
  if (req.method !== 'POST' && req.method !== 'PUT') {
    return respondError(res, 405, `Unsupported method ${req.method}`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return respondError(res, 400, 'Invalid JSON in trigger registration');
  }
  try {
    triggers.register(parseRegistration(body, namespaceParam));
  } catch (error) {
    if (error instanceof RegistrationError) return respondError(res, 400, error.message);
    throw error;
  }
  respond(res, 200, JSON.stringify({ status: 'ok' }));
}
