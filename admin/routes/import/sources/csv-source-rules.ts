/**
 * The CSV panel's rules (issue 35.4): the column mapping chosen on screen
 * from the preview `POST /eventsmith/v2/imports/csv-preview` answers, and
 * the bodies of the preview and of the import.
 */

export type CsvWhat = 'events' | 'attendees';

export type CsvField = { field: string; label: string; required: boolean };

export type CsvPreview = {
	what: CsvWhat;
	delimiter: string;
	headers: string[];
	rows: Array< { line: number; cells: string[] } >;
	/** The suggested mapping: column header → field. */
	mapping: Record< string, string >;
	fields: CsvField[];
};

/** Column header → field, '' for a column not imported. */
export type CsvMapping = Record< string, string >;

export const DATE_FORMATS = [ 'auto', 'd/m/Y', 'm/d/Y' ] as const;

/**
 * Every column of the file, with the suggested field or ''.
 *
 * @param preview The preview.
 */
export function initialMapping( preview: CsvPreview ): CsvMapping {
	return Object.fromEntries(
		preview.headers.map( ( header ) => [
			header,
			preview.mapping[ header ] ?? '',
		] )
	);
}

/**
 * Gives a column a field; a field goes to one column only, so another column
 * that had it is no longer imported.
 *
 * @param mapping The mapping.
 * @param column  Column header.
 * @param field   Field, or '' to leave the column out.
 */
export function mapColumn(
	mapping: CsvMapping,
	column: string,
	field: string
): CsvMapping {
	const next: CsvMapping = {};
	for ( const [ header, current ] of Object.entries( mapping ) ) {
		next[ header ] = field !== '' && current === field ? '' : current;
	}
	next[ column ] = field;
	return next;
}

/**
 * The required fields no column is imported as.
 *
 * @param fields  The import's fields.
 * @param mapping The mapping.
 */
export function missingFields(
	fields: CsvField[],
	mapping: CsvMapping
): CsvField[] {
	const mapped = new Set( Object.values( mapping ) );
	return fields.filter(
		( field ) => field.required && ! mapped.has( field.field )
	);
}

/**
 * The choices of a column's select: "Don't import", then every field.
 *
 * @param fields     The import's fields.
 * @param leaveLabel The label of "Don't import".
 */
export function fieldOptions(
	fields: CsvField[],
	leaveLabel: string
): Array< { label: string; value: string } > {
	return [
		{ label: leaveLabel, value: '' },
		...fields.map( ( field ) => ( {
			label: field.required ? `${ field.label } *` : field.label,
			value: field.field,
		} ) ),
	];
}

/**
 * The preview request's body.
 *
 * @param file The chosen file.
 * @param what events or attendees.
 */
export function previewForm( file: File, what: CsvWhat ): FormData {
	const form = new FormData();
	form.append( 'file', file, file.name );
	form.append( 'what', what );
	return form;
}

/**
 * The import's body (`POST /imports`, `source=csv`): every column is sent,
 * those left out as '', so an all-empty choice is not read as "suggest one".
 *
 * @param file       The chosen file.
 * @param what       events or attendees.
 * @param mapping    The mapping.
 * @param dateFormat auto, d/m/Y or m/d/Y.
 */
export function csvImportForm(
	file: File,
	what: CsvWhat,
	mapping: CsvMapping,
	dateFormat: string
): FormData {
	const form = new FormData();
	form.append( 'source', 'csv' );
	form.append( 'file', file, file.name );
	form.append( 'what', what );
	form.append( 'mapping', JSON.stringify( mapping ) );
	form.append( 'date_format', dateFormat );
	return form;
}
