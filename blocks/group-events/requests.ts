/**
 * The group tab's calls: admin-ajax reads (COM-02, COM-05) and the REST
 * writes with WordPress's nonce (COM-06, create). Each throws on a failed
 * answer; the caller decides what the visitor sees.
 */
import { answerMessage, requestJson } from '../../front/rest/request-json';

export type ListFilters = {
	group_id: number;
	category: number;
	query: string;
	status: string;
	is_current_user_profile: boolean;
};

type AjaxAnswer = { success: boolean; data?: { html?: string } };

async function ajaxHtml( response: Response ): Promise< string > {
	const answer = ( await response.json() ) as AjaxAnswer;
	if ( ! response.ok || ! answer.success ) {
		throw new Error( `HTTP ${ response.status }` );
	}
	return answer.data?.html ?? '';
}

/**
 * The list's address: GET admin-ajax with the action and every filter.
 *
 * @param ajaxUrl Address of admin-ajax.php.
 * @param filters Group and filters.
 */
export function listUrl( ajaxUrl: string, filters: ListFilters ): string {
	const url = new URL( ajaxUrl, window.location.href );
	url.searchParams.set( 'action', 'eventsmith_bp_event_list' );
	url.searchParams.set( 'group_id', String( filters.group_id ) );
	url.searchParams.set( 'category', String( filters.category || '' ) );
	url.searchParams.set( 'query', filters.query );
	url.searchParams.set( 'status', filters.status );
	url.searchParams.set(
		'is_current_user_profile',
		filters.is_current_user_profile ? '1' : '0'
	);
	return url.toString();
}

export async function fetchListHtml(
	ajaxUrl: string,
	filters: ListFilters
): Promise< string > {
	return ajaxHtml(
		await fetch( listUrl( ajaxUrl, filters ), {
			credentials: 'same-origin',
		} )
	);
}

export async function fetchEventHtml(
	ajaxUrl: string,
	eventId: number
): Promise< string > {
	const body = new URLSearchParams( {
		action: 'eventsmith_bp_event',
		event_id: String( eventId ),
	} );
	return ajaxHtml(
		await fetch( ajaxUrl, {
			method: 'POST',
			credentials: 'same-origin',
			body,
		} )
	);
}

/**
 * The create form's fields as the route takes them.
 *
 * @param data The form's values.
 */
export function eventBody( data: FormData ): Record< string, unknown > {
	const text = ( name: string ) => String( data.get( name ) ?? '' ).trim();
	const category = Number( data.get( 'category' ) ?? 0 );
	return {
		title: text( 'title' ),
		description: text( 'description' ),
		start_date: text( 'start_date' ),
		start_time: text( 'start_time' ),
		end_date: text( 'end_date' ),
		end_time: text( 'end_time' ),
		timezone: text( 'timezone' ),
		categories: category > 0 ? [ category ] : [],
	};
}

async function postJson(
	url: string,
	nonce: string,
	body: unknown
): Promise< unknown > {
	const answer = await requestJson( url, { method: 'POST', nonce, body } );
	if ( ! answer.ok ) {
		throw new Error( answerMessage( answer.body, '' ) );
	}
	return answer.body ?? {};
}

export function createGroupEvent(
	url: string,
	nonce: string,
	data: FormData
): Promise< unknown > {
	return postJson( url, nonce, eventBody( data ) );
}

export function assignToGroup(
	url: string,
	nonce: string,
	groupId: number,
	eventId: number
): Promise< unknown > {
	return postJson( url, nonce, {
		action: 'post_assign_group',
		group_id: groupId,
		event_id: eventId,
	} );
}
