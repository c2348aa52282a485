// Records as one JSON document, so an operator can back a cabinet up or move
// its records to another.

import * as v from 'valibot';
import { parseKey } from './keys';
import { recordProblem } from './schemas';

export const EXPORT_FORMAT = 'parlour-records';
export const EXPORT_VERSION = 1;

const ExportSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  records: v.record(v.string(), v.unknown()),
});

/** Every record except those set aside, which belong to this cabinet's operator. */
export function exportDocument(entries: ReadonlyArray<[IDBValidKey, unknown]>, now: Date): string {
  const records: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    if (typeof key === 'string' && parseKey(key)?.kind !== 'quarantine') records[key] = value;
  }
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exported: now.toISOString(), records }, null, 2);
}

export interface ImportPlan {
  accepted: Array<[string, unknown]>;
  /** One line per record (or for the whole file) that will not be imported, with why. */
  rejected: string[];
}

export function readImport(json: string): ImportPlan {
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
  const plan: ImportPlan = { accepted: [], rejected: [] };
  for (const [key, value] of Object.entries(document.output.records)) {
    const problem = parseKey(key)?.kind === 'quarantine' ? 'set-aside records are not imported' : recordProblem(key, value);
    if (problem === null) plan.accepted.push([key, value]);
    else plan.rejected.push(`${key}: ${problem}`);
  }
  return plan;
}
