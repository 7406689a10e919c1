/**
 * Which permission opens a term route (categories, tags, speaker groups):
 * shared by the specs of each route.
 */
import { sessionWithOnly, type Session } from '../../support/wordpress';
import { createResource, expectEachStatus } from './rest';

/**
 * Staff holding only `capability` create a term on `route`; each of
 * `refused` then gets 403 on listing, creating and reading (and on
 * `moreCalls`, such as deletes).
 *
 * @param route      The term collection route.
 * @param capability The one capability that opens it.
 * @param name       Name of the term the staff create.
 * @param refused    Sessions that must be refused.
 * @param moreCalls  Further [method, route] calls to refuse, given the term's id.
 * @return The allowed staff session and the id of the term it made.
 */
export async function termOpensOnlyTo(
	route: string,
	capability: string,
	name: string,
	refused: Session[],
	moreCalls: ( id: number ) => Array< [ string, string ] >
): Promise< { staff: Session; id: number } > {
	const staff = await sessionWithOnly( capability );
	const { id } = await createResource( staff, route, { name } );
	for ( const actor of refused ) {
		await expectEachStatus(
			actor,
			[
				[ 'GET', route ],
				[ 'POST', route ],
				[ 'GET', `${ route }/${ id }` ],
				...moreCalls( id ),
			],
			403
		);
	}
	return { staff, id };
}
