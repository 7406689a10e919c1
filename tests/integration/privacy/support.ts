/**
 * What the privacy specs share: running Eventsmith's exporters and erasers
 * for an address through the test helper eventsmith-test-privacy.php, and
 * reading what they answered.
 */
import { expect } from '@playwright/test';
import { json, type Json } from '../../support/json';
import type { Session } from '../../support/wordpress';

export const DELETED_NAME = 'Deleted user';
export const DELETED_EMAIL = 'deleted@site.invalid';

export const GROUPS = [
	'eventsmith-bookings',
	'eventsmith-attendees',
	'eventsmith-rsvps',
	'eventsmith-invitations',
] as const;

export type Group = ( typeof GROUPS )[ number ];
export type Tool = { name: string; pages: number; responses: Json[] };
export type Item = Record< string, string >;
export type Report = {
	removed: boolean;
	retained: boolean;
	messages: string[];
	done: boolean | undefined;
};

/**
 * Runs every Eventsmith exporter or eraser for an address.
 *
 * @param admin    Administrator.
 * @param what     'export' or 'erase'.
 * @param email    Address.
 * @param pageSize Records per page (small, so paging is exercised).
 */
export async function run(
	admin: Session,
	what: 'export' | 'erase',
	email: string,
	pageSize = 1
): Promise< Record< Group, Tool > > {
	const response = await admin.rest(
		'POST',
		`/eventsmith-test/v1/privacy/${ what }`,
		{ email, page_size: pageSize }
	);
	expect( response.status(), await response.text() ).toBe( 200 );
	return json( response );
}

/**
 * The exported items of each group, as name → value maps.
 *
 * @param tools What the exporters answered.
 */
export function exported(
	tools: Record< Group, Tool >
): Record< Group, Item[] > {
	return Object.fromEntries(
		Object.entries( tools ).map( ( [ id, tool ] ) => [
			id,
			tool.responses.flatMap( ( page ) =>
				page.data.map( ( item: Json ) =>
					Object.fromEntries(
						item.data.map( ( pair: Json ) => [
							pair.name,
							pair.value,
						] )
					)
				)
			),
		] )
	) as Record< Group, Item[] >;
}

/**
 * What each eraser reported, all pages together.
 *
 * @param tools What the erasers answered.
 */
export function erased(
	tools: Record< Group, Tool >
): Record< Group, Report > {
	return Object.fromEntries(
		Object.entries( tools ).map( ( [ id, tool ] ) => [
			id,
			{
				removed: tool.responses.some( ( r ) => r.items_removed ),
				retained: tool.responses.some( ( r ) => r.items_retained ),
				messages: tool.responses.flatMap(
					( r ) => r.messages as string[]
				),
				done: tool.responses.at( -1 )?.done,
			},
		] )
	) as Record< Group, Report >;
}
