/**
 * The sources the import screen offers, in the "Import from" list's order.
 */
import { eventinSource } from './eventin-source';
import { eventsmithSource } from './eventsmith-source';
import { icalSource } from './ical-source';
import type { ImportSourceOption } from './types';

export const importSources: ImportSourceOption[] = [
	icalSource,
	eventsmithSource,
	eventinSource,
];
