/**
 * The extra attendee questions as the Tickets & Capacity step edits them:
 * drafts from the stored definitions, the checks the server makes
 * (AttendeeFields.php), and the `attendee_fields` body.
 */
import { __, sprintf } from '@wordpress/i18n';
import type { AttendeeFieldDefinition } from '../../types';

export type AttendeeFieldType = AttendeeFieldDefinition[ 'type' ];

export type AttendeeFieldDraft = {
	/** React key; stable while editing. */
	key: string;
	/** Machine key from the server ('' for a new question: derived from the label). */
	name: string;
	label: string;
	type: AttendeeFieldType;
	/** Choices of a select, comma-separated or one per line. */
	options: string;
	required: boolean;
};

export type DraftErrors = { label?: string; options?: string };

export const MAX_FIELDS = 10;
export const MAX_LABEL = 80;
export const MAX_OPTIONS = 20;

let counter = 0;
const nextKey = () => `attendee-field-${ ++counter }`;

/**
 * Drafts of the stored questions.
 *
 * @param fields Definitions from the API.
 */
export function draftsOf(
	fields: AttendeeFieldDefinition[] | undefined
): AttendeeFieldDraft[] {
	return ( fields ?? [] ).map( ( field ) => ( {
		key: nextKey(),
		name: field.name,
		label: field.label,
		type: field.type,
		options: field.options.join( '\n' ),
		required: field.required,
	} ) );
}

/** A new, empty text question. */
export function newDraft(): AttendeeFieldDraft {
	return {
		key: nextKey(),
		name: '',
		label: '',
		type: 'text',
		options: '',
		required: false,
	};
}

/**
 * The choices typed for a select: split on commas and new lines, trimmed,
 * empty ones and repeats dropped.
 *
 * @param text What was typed.
 */
export function parseOptions( text: string ): string[] {
	return [
		...new Set(
			text
				.split( /[,\n]/ )
				.map( ( option ) => option.trim() )
				.filter( Boolean )
		),
	];
}

/**
 * The problems of one draft, as the server would name them.
 *
 * @param draft The draft.
 */
export function validateDraft( draft: AttendeeFieldDraft ): DraftErrors {
	const errors: DraftErrors = {};
	const label = draft.label.trim();
	if ( label === '' ) {
		errors.label = __( 'Give the question a label.', 'eventsmith' );
	} else if ( label.length > MAX_LABEL ) {
		errors.label = sprintf(
			/* translators: %d: maximum length. */
			__( 'Use at most %d characters.', 'eventsmith' ),
			MAX_LABEL
		);
	}
	if ( draft.type === 'select' ) {
		const options = parseOptions( draft.options );
		if ( options.length === 0 || options.length > MAX_OPTIONS ) {
			errors.options = sprintf(
				/* translators: %d: maximum number of choices. */
				__( 'Enter 1 to %d choices.', 'eventsmith' ),
				MAX_OPTIONS
			);
		} else if ( options.some( ( option ) => option.length > MAX_LABEL ) ) {
			errors.options = sprintf(
				/* translators: %d: maximum length. */
				__( 'Each choice has at most %d characters.', 'eventsmith' ),
				MAX_LABEL
			);
		}
	}
	return errors;
}

/**
 * The `attendee_fields` body of PUT /events/{id}.
 *
 * @param drafts The drafts, in order.
 */
export function attendeeFieldsPayload(
	drafts: AttendeeFieldDraft[]
): Array< Partial< AttendeeFieldDefinition > > {
	return drafts.map( ( draft ) => ( {
		...( draft.name ? { name: draft.name } : {} ),
		label: draft.label.trim(),
		type: draft.type,
		options: draft.type === 'select' ? parseOptions( draft.options ) : [],
		required: draft.required,
	} ) );
}
