/**
 * The sources the import screen offers, in the "Import from" list's order.
 */
import { csvSource } from './csv-source';
import { eventinSource } from './eventin-source';
import { eventsmithSource } from './eventsmith-source';
import { icalSource } from './ical-source';
import { tecSource } from './tec-source';
import type { ImportSourceOption } from './types';

export const importSources: ImportSourceOption[] = [
	icalSource,
	eventsmithSource,
	eventinSource,
	tecSource,
	csvSource,
];
