/**
 * The sources the import screen offers, in the "Import from" list's order.
 */
import { csvSource } from './csv-source';
import { icalSource } from './ical-source';
import type { ImportSourceOption } from './types';

export const importSources: ImportSourceOption[] = [ icalSource, csvSource ];
