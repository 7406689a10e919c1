/**
 * What every import source offers the import screen: its name in the
 * "Import from" list and the panel that asks for its input.
 */
import type { ComponentType } from 'react';

export type SourcePanelProps = {
	/** A request is on its way: the panel's button shows it. */
	busy: boolean;
	/** Creates the run (its dry run) from the panel's form. */
	onCreate: ( body: FormData ) => void;
};

export type ImportSourceOption = {
	/** The `source` the REST route takes. */
	kind: string;
	label: string;
	Panel: ComponentType< SourcePanelProps >;
	/**
	 * Whether the source has anything to import on this site (another
	 * plugin's data); sources without it are always offered.
	 */
	available?: () => Promise< boolean >;
};
