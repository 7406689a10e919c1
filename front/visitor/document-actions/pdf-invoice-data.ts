/**
 * The invoice as the invoice page embeds it (a JSON script element printed by
 * includes/Frontend/Invoice/InvoiceData.php): every text the page shows, in
 * its order, headings included and already translated.
 */

export type InvoiceLine = {
	item: string;
	quantity: string;
	price: string;
	amount: string;
};

export type InvoiceData = {
	title: string;
	seller: string[];
	meta: { label: string; value: string }[];
	status: { label: string; value: string; kind: string };
	parties: { heading: string; lines: string[] }[];
	columns: [ string, string, string, string ];
	lines: InvoiceLine[];
	total: { label: string; value: string };
	instructions: string;
	thanks: string;
};

/** The id of the script element the page prints. */
export const INVOICE_DATA_ID = 'eventsmith-invoice-data';

const isString = ( value: unknown ): value is string =>
	typeof value === 'string';

const isStrings = ( value: unknown ): value is string[] =>
	Array.isArray( value ) && value.every( isString );

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null;

const isPair = (
	value: unknown,
	a: string,
	b: string
): value is Record< string, string > =>
	isRecord( value ) && isString( value[ a ] ) && isString( value[ b ] );

/**
 * The data when it has the invoice's shape, else null (the PDF is then made
 * from a picture of the page, as for other documents).
 *
 * @param value Parsed JSON.
 */
export function asInvoiceData( value: unknown ): InvoiceData | null {
	if ( ! isRecord( value ) ) {
		return null;
	}
	const v = value;
	const ok =
		isString( v.title ) &&
		isStrings( v.seller ) &&
		Array.isArray( v.meta ) &&
		v.meta.every( ( m ) => isPair( m, 'label', 'value' ) ) &&
		isPair( v.status, 'label', 'value' ) &&
		isString( ( v.status as Record< string, unknown > ).kind ) &&
		Array.isArray( v.parties ) &&
		v.parties.every(
			( p ) =>
				isRecord( p ) && isString( p.heading ) && isStrings( p.lines )
		) &&
		isStrings( v.columns ) &&
		v.columns.length === 4 &&
		Array.isArray( v.lines ) &&
		v.lines.every(
			( l ) =>
				isRecord( l ) &&
				[ 'item', 'quantity', 'price', 'amount' ].every( ( k ) =>
					isString( l[ k ] )
				)
		) &&
		isPair( v.total, 'label', 'value' ) &&
		isString( v.instructions ) &&
		isString( v.thanks );
	return ok ? ( value as InvoiceData ) : null;
}

/**
 * Reads the invoice the page embeds.
 *
 * @param doc The page.
 */
export function readInvoiceData( doc: Document ): InvoiceData | null {
	const element = doc.getElementById( INVOICE_DATA_ID );
	if ( ! element?.textContent ) {
		return null;
	}
	try {
		return asInvoiceData( JSON.parse( element.textContent ) );
	} catch {
		return null;
	}
}
