/**
 * The group tab's events (COM-01..08): toggles between the list and the
 * create form, refetches the list from admin-ajax when a filter changes,
 * loads an event's details, lists the user's own events to assign and
 * assigns one over REST with WordPress's nonce. List, details and assign
 * failures are logged only (COM-08); the create form shows the server's
 * message. Texts, addresses and the nonce come from the server.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import {
	assignToGroup,
	createGroupEvent,
	fetchEventHtml,
	fetchListHtml,
	type ListFilters,
} from './requests';

type GroupContext = {
	groupId: number;
	creating: boolean;
	category: number;
	query: string;
	status: string;
	notice: string;
	error: string;
	busy: boolean;
	ownLoaded: boolean;
	createUrl: string;
	createdAs: 'publish' | 'draft';
};

type SharedState = {
	ajaxUrl: string;
	assignUrl: string;
	nonce: string;
	assigned: string;
	published: string;
	drafted: string;
	createLabel: string;
	listLabel: string;
	failed: string;
	readonly ready: boolean;
	readonly toggleLabel: string;
};

/** Last request per list, so a late answer never replaces a newer one. */
const latest = new WeakMap< Element, number >();
let sequence = 0;
const SEARCH_DELAY = 250;

function rootOf( element: Element | null | undefined ): HTMLElement | null {
	return (
		element?.closest< HTMLElement >(
			'.wp-block-eventsmith-group-events'
		) ?? null
	);
}

async function refresh(
	root: HTMLElement,
	ctx: GroupContext,
	shared: SharedState,
	own = false
): Promise< void > {
	const list = root.querySelector(
		own
			? '.wp-block-eventsmith-group-events__own'
			: '.wp-block-eventsmith-group-events__items'
	);
	if ( ! list ) {
		return;
	}
	const ticket = ++sequence;
	latest.set( list, ticket );
	const filters: ListFilters = {
		group_id: ctx.groupId,
		category: ctx.category,
		query: ctx.query,
		status: ctx.status,
		is_current_user_profile: own,
	};
	ctx.busy = true;
	try {
		const html = await fetchListHtml( shared.ajaxUrl, filters );
		if ( latest.get( list ) === ticket ) {
			list.innerHTML = html;
		}
	} catch ( error ) {
		// COM-08: logged only.
		// eslint-disable-next-line no-console
		console.error(
			'Eventsmith: the group event list could not load.',
			error
		);
	} finally {
		ctx.busy = false;
	}
}

async function toggleDetails(
	button: HTMLElement,
	shared: SharedState
): Promise< void > {
	const panel = document.getElementById(
		button.getAttribute( 'aria-controls' ) ?? ''
	);
	if ( ! panel ) {
		return;
	}
	const open = button.getAttribute( 'aria-expanded' ) !== 'true';
	button.setAttribute( 'aria-expanded', String( open ) );
	panel.hidden = ! open;
	if ( ! open || panel.childElementCount > 0 ) {
		return;
	}
	try {
		panel.innerHTML = await fetchEventHtml(
			shared.ajaxUrl,
			Number( button.dataset.eventId )
		);
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( 'Eventsmith: the event could not load.', error );
	}
}

export const { state, actions } = store(
	'eventsmith/group-events',
	{
		state: {
			get ready(): boolean {
				return true;
			},
			get toggleLabel(): string {
				const ctx = getContext< GroupContext >();
				return ctx.creating ? state.listLabel : state.createLabel;
			},
		} as SharedState,
		actions: {
			toggle() {
				const ctx = getContext< GroupContext >();
				const root = rootOf( getElement().ref );
				ctx.creating = ! ctx.creating;
				ctx.error = '';
				window.requestAnimationFrame( () => {
					const target = ctx.creating
						? root?.querySelector< HTMLElement >(
								'.wp-block-eventsmith-group-events__create input[name="title"]'
							)
						: root?.querySelector< HTMLElement >(
								'.wp-block-eventsmith-group-events__toggle'
							);
					target?.focus();
				} );
			},
			search( event: SubmitEvent ) {
				event.preventDefault();
				const ctx = getContext< GroupContext >();
				const form = event.target as HTMLFormElement;
				const data = new FormData( form );
				ctx.category = Number( data.get( 'category' ) ?? 0 );
				ctx.query = String( data.get( 'query' ) ?? '' );
				ctx.status = String( data.get( 'status' ) ?? 'all' );
				const root = rootOf( form );
				if ( root ) {
					void refresh( root, ctx, state );
				}
			},
			filter( event: Event ) {
				( event.target as HTMLSelectElement ).form?.requestSubmit();
			},
			typed( event: Event ) {
				const form = ( event.target as HTMLInputElement ).form;
				const root = rootOf( form );
				if ( ! form || ! root ) {
					return;
				}
				window.clearTimeout( Number( root.dataset.searchTimer ?? 0 ) );
				root.dataset.searchTimer = String(
					window.setTimeout(
						() => form.requestSubmit(),
						SEARCH_DELAY
					)
				);
			},
			loadOwn() {
				const ctx = getContext< GroupContext >();
				const root = rootOf( getElement().ref );
				if ( root ) {
					ctx.ownLoaded = true;
					void refresh( root, ctx, state, true );
				}
			},
			onItemClick( event: MouseEvent ) {
				const button = (
					event.target as Element
				 ).closest< HTMLElement >( '[data-eventsmith-action]' );
				const root = rootOf( button );
				if ( ! button || ! root ) {
					return;
				}
				if ( button.dataset.eventsmithAction === 'details' ) {
					void toggleDetails( button, state );
					return;
				}
				// Read while the directive's scope is current; the answer comes later.
				const ctx = getContext< GroupContext >();
				button.setAttribute( 'aria-disabled', 'true' );
				assignToGroup(
					state.assignUrl,
					state.nonce,
					ctx.groupId,
					Number( button.dataset.eventId )
				)
					.then( () => {
						ctx.notice = state.assigned;
						void refresh( root, ctx, state );
						void refresh( root, ctx, state, true );
					} )
					.catch( ( error: unknown ) => {
						button.removeAttribute( 'aria-disabled' );
						// COM-08: logged only.
						// eslint-disable-next-line no-console
						console.error(
							'Eventsmith: the event could not be assigned.',
							error
						);
					} );
			},
			*create( event: SubmitEvent ) {
				event.preventDefault();
				const ctx = getContext< GroupContext >();
				const form = event.target as HTMLFormElement;
				const root = rootOf( form );
				ctx.busy = true;
				ctx.error = '';
				try {
					yield createGroupEvent(
						ctx.createUrl,
						state.nonce,
						new FormData( form )
					);
					form.reset();
					ctx.creating = false;
					ctx.notice =
						ctx.createdAs === 'publish'
							? state.published
							: state.drafted;
					if ( root ) {
						void refresh( root, ctx, state );
					}
				} catch ( error ) {
					ctx.error =
						error instanceof Error && error.message
							? error.message
							: state.failed;
				} finally {
					ctx.busy = false;
				}
			},
		},
	},
	{ lock: true }
);
