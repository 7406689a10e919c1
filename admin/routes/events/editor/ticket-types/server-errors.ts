/**
 * A 400 from PUT /events/{id}/ticket-types names the field at fault
 * (`ticket_types[1].capacity`); this places its message at that field.
 */
import { __ } from '@wordpress/i18n';
import type { DraftField, TicketTypeDraft } from './draft';
import type { DraftErrors } from './validate';

const FIELDS: DraftField[] = [
	'name',
	'description',
	'price',
	'capacity',
	'sale_start',
	'sale_end',
	'min_per_order',
	'max_per_order',
];

const PATH = /^ticket_types\[(\d+)\]\.(\w+)$/;

export type ServerErrors = {
	/** Messages by draft key and field. */
	errors: Record< string, DraftErrors >;
	/** Messages that name no field of a card (the list, an unknown id). */
	general: string[];
};

function labels(): Record< DraftField, string > {
	return {
		name: __( 'Name', 'eventsmith' ),
		description: __( 'Description', 'eventsmith' ),
		price: __( 'Price', 'eventsmith' ),
		capacity: __( 'Seats', 'eventsmith' ),
		sale_start: __( 'Sale starts', 'eventsmith' ),
		sale_end: __( 'Sale ends', 'eventsmith' ),
		min_per_order: __( 'Fewest per order', 'eventsmith' ),
		max_per_order: __( 'Most per order', 'eventsmith' ),
	};
}

/**
 * The server's message without the field path it starts with: "path: text"
 * becomes "Text", "path must …" becomes "Label must …".
 *
 * @param path    Field path, e.g. ticket_types[0].capacity.
 * @param message The server's message.
 * @param label   The field's label.
 */
export function readableMessage(
	path: string,
	message: string,
	label: string
): string {
	if ( message.startsWith( `${ path }: ` ) ) {
		const rest = message.slice( path.length + 2 );
		return rest.charAt( 0 ).toUpperCase() + rest.slice( 1 );
	}
	if ( message.startsWith( `${ path } ` ) ) {
		return label + message.slice( path.length );
	}
	return message;
}

/**
 * Places the messages of a failed save.
 *
 * @param params  The error's messages by field path (ApiError.params).
 * @param message The error's message.
 * @param drafts  The drafts that were sent, in order.
 */
export function placeServerErrors(
	params: Record< string, string >,
	message: string,
	drafts: TicketTypeDraft[]
): ServerErrors {
	const errors: Record< string, DraftErrors > = {};
	const general: string[] = [];
	const names = labels();
	for ( const [ path, text ] of Object.entries( params ) ) {
		const match = PATH.exec( path );
		const draft = match ? drafts[ Number( match[ 1 ] ) ] : undefined;
		const field = match?.[ 2 ] as DraftField | undefined;
		if ( draft && field && FIELDS.includes( field ) ) {
			errors[ draft.key ] = {
				...errors[ draft.key ],
				[ field ]: readableMessage( path, text, names[ field ] ),
			};
		} else {
			general.push( text );
		}
	}
	if ( Object.keys( params ).length === 0 ) {
		general.push( message );
	}
	return { errors, general };
}
