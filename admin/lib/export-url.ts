/**
 * Address of a CSV download through admin-post.php.
 *
 * @param adminUrl The admin URL (`…/wp-admin/`).
 * @param action   admin-post action, e.g. `eventsmith_export_attendees`.
 * @param nonce    Nonce of that action.
 * @param eventId  Event, 0 for all.
 */
export function exportUrl(
	adminUrl: string,
	action: string,
	nonce: string,
	eventId: number
): string {
	const base = adminUrl.endsWith( '/' ) ? adminUrl : `${ adminUrl }/`;
	const query = new URLSearchParams( {
		action,
		event_id: String( eventId ),
		_wpnonce: nonce,
	} );
	return `${ base }admin-post.php?${ query.toString() }`;
}
