/**
 * The event chosen for previewing each template, kept in localStorage as one
 * map of template id to event id.
 */
export const PREVIEW_EVENT_KEY = 'eventsmith-template-preview-events';

type Storage = Pick< globalThis.Storage, 'getItem' | 'setItem' >;

function readMap( storage: Storage ): Record< string, number > {
	try {
		const parsed: unknown = JSON.parse(
			storage.getItem( PREVIEW_EVENT_KEY ) ?? '{}'
		);
		return parsed && typeof parsed === 'object'
			? ( parsed as Record< string, number > )
			: {};
	} catch {
		return {};
	}
}

export function readPreviewEvent(
	storage: Storage,
	templateId: number
): number | null {
	const value = readMap( storage )[ String( templateId ) ];
	return typeof value === 'number' && value > 0 ? value : null;
}

export function writePreviewEvent(
	storage: Storage,
	templateId: number,
	eventId: number
): void {
	const map = readMap( storage );
	map[ String( templateId ) ] = eventId;
	try {
		storage.setItem( PREVIEW_EVENT_KEY, JSON.stringify( map ) );
	} catch {
		// Storage full or blocked: the choice lasts for this page only.
	}
}

/**
 * Address of the server-rendered preview.
 *
 * @param base       Preview URL from the page (site home with the action).
 * @param nonce      Preview nonce.
 * @param templateId Template.
 * @param eventId    Event whose values fill the placeholders, if any.
 */
export function previewUrl(
	base: string,
	nonce: string,
	templateId: number,
	eventId: number | null
): string {
	const url = new URL( base );
	url.searchParams.set( 'action', 'eventsmith-preview-template' );
	url.searchParams.set( 'template_id', String( templateId ) );
	if ( eventId ) {
		url.searchParams.set( 'event_id', String( eventId ) );
	}
	url.searchParams.set( '_wpnonce', nonce );
	return url.toString();
}
