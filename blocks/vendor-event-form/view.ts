/**
 * Front-end behaviour of the vendor event form (FE-01): saves the form
 * through /my/events with a REST nonce fetched at that moment (so no nonce
 * sits in the page), shows the server's per-field refusals next to their
 * inputs, and deletes events from the list after a second press.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { eventBody, inputFor } from './vendor-form-rules';

type VendorContext = {
	route: string;
	itemBase: string;
	nonceUrl: string;
	savedUrl: string;
	eventId: number;
	texts: Record<
		| 'saving'
		| 'save'
		| 'invalid'
		| 'failed'
		| 'session'
		| 'confirm'
		| 'confirmIt'
		| 'deleting'
		| 'delete'
		| 'deleted'
		| 'notDone',
		string
	>;
};

type Answer = {
	id?: number;
	code?: string;
	message?: string;
	data?: { status?: number; params?: Record< string, string > };
};

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A fresh REST nonce for the signed-in user ('' when the session ended).
 *
 * @param url admin-ajax.php?action=rest-nonce
 */
async function restNonce( url: string ): Promise< string > {
	const response = await fetch( url, { credentials: 'same-origin' } );
	const text = ( await response.text() ).trim();
	return response.ok && /^[0-9a-f]{10}$/.test( text ) ? text : '';
}

/**
 * Sends a request with the nonce; answers the status and the parsed body.
 *
 * @param context The block's context.
 * @param method  HTTP method.
 * @param url     Route.
 * @param body    JSON body.
 */
async function send(
	context: VendorContext,
	method: string,
	url: string,
	body?: unknown
): Promise< { status: number; answer: Answer } > {
	const nonce = await restNonce( context.nonceUrl );
	if ( nonce === '' ) {
		return { status: 401, answer: { message: context.texts.session } };
	}
	const response = await fetch( url, {
		method,
		credentials: 'same-origin',
		headers: { 'Content-Type': 'application/json', 'X-WP-Nonce': nonce },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	let answer: Answer = {};
	try {
		answer = ( await response.json() ) as Answer;
	} catch {
		answer = {};
	}
	return { status: response.status, answer };
}

function setUpForm( root: HTMLElement, context: VendorContext ): void {
	const form = root.querySelector< HTMLFormElement >( '[data-form]' );
	if ( ! form ) {
		return;
	}
	const submit = form.querySelector( '[data-submit]' ) as HTMLButtonElement;
	const failure = form.querySelector( '[data-failure]' ) as HTMLElement;
	const input = ( name: string ) =>
		form.elements.namedItem( name ) as Field | null;

	const mark = ( name: string, message: string ) => {
		const field = input( name );
		const slot = form.querySelector< HTMLElement >(
			`[data-error="${ name }"]`
		);
		field?.setAttribute( 'aria-invalid', message ? 'true' : 'false' );
		field?.closest( 'p' )?.classList.toggle( 'is-error', message !== '' );
		if ( slot ) {
			slot.textContent = message;
			slot.hidden = message === '';
		}
	};
	const clear = () => {
		form.querySelectorAll< HTMLElement >( '[data-error]' ).forEach(
			( slot ) => mark( slot.dataset.error ?? '', '' )
		);
		failure.hidden = true;
	};
	const busy = ( on: boolean ) => {
		submit.disabled = on;
		submit.textContent = on ? context.texts.saving : context.texts.save;
		root.setAttribute( 'aria-busy', on ? 'true' : 'false' );
	};

	// A corrected field loses its message as soon as it changes.
	form.addEventListener( 'input', ( event ) => {
		const target = event.target as Field;
		if ( target.name && target.getAttribute( 'aria-invalid' ) === 'true' ) {
			mark( target.name, '' );
		}
	} );

	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( submit.disabled ) {
			return;
		}
		clear();
		busy( true );
		let result: { status: number; answer: Answer };
		try {
			result = await send(
				context,
				context.eventId > 0 ? 'PUT' : 'POST',
				context.route,
				eventBody( ( name ) => input( name )?.value ?? '' )
			);
		} catch {
			result = { status: 0, answer: { message: context.texts.failed } };
		}
		if ( result.status >= 200 && result.status < 300 ) {
			window.location.assign(
				context.savedUrl.replace(
					'%d',
					String( result.answer.id ?? context.eventId )
				)
			);
			return;
		}
		busy( false );
		const params = Object.entries( result.answer.data?.params ?? {} );
		for ( const [ param, message ] of params ) {
			mark( inputFor( param ), message );
		}
		const first = params
			.map( ( [ param ] ) => input( inputFor( param ) ) )
			.find( ( field ) => field !== null );
		failure.textContent =
			params.length > 0
				? context.texts.invalid
				: result.answer.message || context.texts.failed;
		failure.hidden = false;
		( first ?? failure ).focus();
	} );
}

function setUpList( root: HTMLElement, context: VendorContext ): void {
	const announce = root.querySelector< HTMLElement >( '[data-announce]' );
	const say = ( text: string ) => {
		if ( announce ) {
			announce.textContent = text;
		}
	};
	const reset = ( button: HTMLButtonElement ) => {
		delete button.dataset.confirming;
		button.textContent = context.texts.delete;
	};

	root.querySelectorAll< HTMLButtonElement >( '[data-delete]' ).forEach(
		( button ) => {
			const title = button.dataset.title ?? '';
			button.addEventListener( 'blur', () => {
				if ( ! button.disabled ) {
					reset( button );
				}
			} );
			button.addEventListener( 'keydown', ( event ) => {
				if ( event.key === 'Escape' ) {
					reset( button );
				}
			} );
			button.addEventListener( 'click', async () => {
				if ( ! button.dataset.confirming ) {
					button.dataset.confirming = '1';
					button.textContent = context.texts.confirm;
					say( context.texts.confirmIt.replace( '%s', title ) );
					return;
				}
				button.disabled = true;
				button.textContent = context.texts.deleting;
				let status = 0;
				try {
					status = (
						await send(
							context,
							'DELETE',
							context.itemBase + button.dataset.delete
						)
					).status;
				} catch {
					status = 0;
				}
				if ( status !== 200 ) {
					button.disabled = false;
					reset( button );
					say( context.texts.notDone );
					return;
				}
				const row = button.closest( 'tr' );
				const table = button.closest( 'table' );
				row?.remove();
				if ( table && ! table.querySelector( 'tbody tr' ) ) {
					table.remove();
					const empty =
						root.querySelector< HTMLElement >( '[data-empty]' );
					if ( empty ) {
						empty.hidden = false;
					}
				}
				say( context.texts.deleted.replace( '%s', title ) );
				root.querySelector< HTMLElement >( 'h2' )?.focus();
			} );
		}
	);
}

store( 'eventsmith/vendor-events', {
	callbacks: {
		init() {
			const { ref } = getElement();
			if ( ref ) {
				const context = getContext< VendorContext >();
				setUpForm( ref as HTMLElement, context );
				setUpList( ref as HTMLElement, context );
			}
		},
	},
} );
