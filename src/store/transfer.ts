// Records as one JSON document, so an operator can back a cabinet up or move
// its records to another. What comes in is checked whole before anything is
// stored: the file's size, then each record's shape and bounds, and that it
// can be copied into storage at all; a record that fails is refused alone.
// The operator PIN never leaves the cabinet and is never set from a file.

import * as v from 'valibot';
import { MAX_IMPORT_CHARS, MAX_IMPORT_RECORDS } from './bounds';
import { OPTIONS_KEY, parseKey } from './keys';
import { KioskOptionsSchema, recordProblem, wrap } from './schemas';

export const EXPORT_FORMAT = 'parlour-records';
export const EXPORT_VERSION = 1;

const ExportSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  records: v.record(v.string(), v.unknown()),
});

/** Kept by each cabinet alone: set aside records (its operator's to inspect) and the PIN. */
function cabinetOnly(key: string): boolean {
  const kind = parseKey(key)?.kind;
  return kind === 'quarantine' || kind === 'pin';
}

/** Every record except the cabinet's own. */
export function exportDocument(entries: ReadonlyArray<[IDBValidKey, unknown]>, now: Date): string {
  const records: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (typeof key === 'string' && !cabinetOnly(key)) records[key] = key === OPTIONS_KEY ? withoutPin(value) : value;
  }
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now.toISOString(), records }, null, 2);
}

/** The options as the schema reads them, which drops a PIN an older kiosk kept among them. */
function withoutPin(value: unknown): unknown {
  const parsed = v.safeParse(v.object({ v: v.unknown(), value: KioskOptionsSchema }), value);
  return parsed.success ? wrap(parsed.output.value) : value;
}

export interface ImportPlan {
  accepted: Array<[string, unknown]>;
  /** One line per record (or for the whole file) that will not be imported, with why. */
  rejected: string[];
}

export function readImport(json: string): ImportPlan {
  if (json.length > MAX_IMPORT_CHARS) {
    return { accepted: [], rejected: [`The file is larger than any records export (over ${MAX_IMPORT_CHARS / 1024 / 1024} MB).`] };
  }
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return { accepted: [], rejected: ['The file is not a records export: it is not valid JSON.'] };
  }
  const document = v.safeParse(ExportSchema, data);
  if (!document.success) {
    return { accepted: [], rejected: ['The file is not a Parlour records export of a version this kiosk reads.'] };
  }
  const entries = Object.entries(document.output.records);
  if (entries.length > MAX_IMPORT_RECORDS) {
    return { accepted: [], rejected: [`The file holds ${entries.length} records, more than any kiosk keeps (at most ${MAX_IMPORT_RECORDS}).`] };
  }
  const plan: ImportPlan = { accepted: [], rejected: [] };
  for (const [key, value] of entries) {
    const problem = importProblem(key, value);
    if (problem === null) plan.accepted.push([key, key === OPTIONS_KEY ? withoutPin(value) : value]);
    else plan.rejected.push(`${key}: ${problem}`);
  }
  return plan;
}

function importProblem(key: string, value: unknown): string | null {
  const kind = parseKey(key)?.kind;
  if (kind === 'quarantine') return 'set-aside records are not imported';
  if (kind === 'pin') return 'the operator PIN is kept by each cabinet and is not imported';
  const problem = recordProblem(key, value);
  if (problem !== null) return problem;
  try {
    structuredClone(value);
    return null;
  } catch {
    return 'it cannot be stored';
  }
}
