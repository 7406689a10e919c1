/**
 * Where Elementor edits a template, or '' when the site does not run it.
 *
 * @param pattern The boot data's `elementorEditUrl` (`%d` = template id).
 * @param id      Template id.
 */
export function elementorEditUrl(
	pattern: string | undefined,
	id: number
): string {
	return pattern ? pattern.replace( '%d', String( id ) ) : '';
}
