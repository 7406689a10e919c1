/**
 * What the template specs share: the placeholders a template may use, the
 * fields of a template as the API answers it, and reading rendered HTML as a
 * person would.
 */

export const TEMPLATES = '/eventsmith/v2/templates';

/** Every placeholder a template may hold as {{key}}, by what it tells of. */
export const PLACEHOLDERS = [
	'event_title event_location event_start_date event_end_time event_timezone',
	'attendee_name attendee_email attendee_phone',
	'ticket_id ticket_price ticket_type',
	'attendee_seat payment_status extra_fields',
].flatMap( ( group ) => group.split( ' ' ) );

/** The fields of one template, as list and item routes answer it. */
export const ITEM_KEYS = [
	'content',
	'edit_url',
	'edit_with_elementor',
	'id',
	'modified',
	'name',
	'orientation',
	'status',
	'template_css',
	'thumbnail',
	'type',
];

/**
 * The text of rendered HTML as a person reads it: no styles, tags or entities.
 *
 * @param html Rendered HTML.
 */
export const text = ( html: string ) =>
	html
		.replace( /<style[\s\S]*?<\/style>/g, '' )
		.replace( /<[^>]+>/g, '' )
		.replace( /&amp;/g, '&' )
		.replace( /&quot;/g, '"' )
		.replace( /&#0?39;/g, "'" )
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /\s+/g, ' ' );

/**
 * What a "key=[…]" probe paragraph shows once rendered.
 *
 * @param html Rendered HTML.
 * @param key  Probe name.
 */
export const value = ( html: string, key: string ) =>
	new RegExp( `${ key }=\\[([^\\]]*)\\]` ).exec( text( html ) )?.[ 1 ];
