/**
 * "Load more" of the events widget: fetches the next page from the public
 * events route (items rendered by the same PHP as the first page) and appends
 * it without reloading. Without this script the button is a link that shows
 * the next page.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { getJson } from '../../front/rest/request-json';

type MoreContext = {
	url: string;
	page: number;
	perPage: number;
	total: number;
	fetches: boolean;
	ready: boolean;
	loading: boolean;
	done: boolean;
	error: string;
};

type PageAnswer = {
	items: Array< { html?: string } >;
	total_items: number;
};

export const { state, actions, callbacks } = store(
	'eventsmith/events',
	{
		state: {} as { failed: string },
		actions: {
			*loadMore() {
				const context = getContext< MoreContext >();
				const { ref } = getElement();
				const list = ref
					?.closest( '.wp-block-eventsmith-events' )
					?.querySelector< HTMLElement >(
						'.eventsmith-events__items'
					);
				if ( ! list || context.loading ) {
					return;
				}
				const url = new URL( context.url, window.location.href );
				url.searchParams.set( 'page', String( context.page + 1 ) );
				context.loading = true;
				context.error = '';
				list.setAttribute( 'aria-busy', 'true' );
				try {
					const answer = ( yield getJson( url ) ) as PageAnswer;
					const before = list.children.length;
					list.insertAdjacentHTML(
						'beforeend',
						answer.items
							.map( ( item ) => item.html ?? '' )
							.join( '' )
					);
					list.children[ before ]?.querySelector( 'a' )?.focus();
					context.page += 1;
					context.total = answer.total_items;
					context.done =
						context.page * context.perPage >= context.total;
				} catch {
					context.error = state.failed;
				}
				context.loading = false;
				list.removeAttribute( 'aria-busy' );
			},
		},
		callbacks: {
			init() {
				const context = getContext< MoreContext >();
				context.ready = context.fetches;
			},
		},
	},
	{ lock: true }
);
