/**
 * Front-end behaviour of the ticket form: one attendee block per chosen
 * ticket (with the event's extra questions), checks on every keystroke, the
 * bulk-attendee checkbox (BULK-01..04),
 * the total, and the order sent to the public checkout route.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import {
	blamedField,
	bulkValue,
	extraBulkValue,
	extraError,
	fieldError,
	totalCents,
	type AttendeeField,
	type ExtraKind,
	type ExtraTexts,
	type TicketTexts,
} from './ticket-rules';

type Field = HTMLInputElement | HTMLSelectElement;

type TicketContext = {
	route: string;
	currency: string;
	texts: TicketTexts &
		ExtraTexts & {
			attendee: string;
			failed: string;
			sending: string;
			submit: string;
			bulkName: string;
			thanks: string;
			pending: string;
			ticketFor: string;
			free: string;
			value: string;
		};
};

type Answer = {
	status?: string;
	tickets?: Array< { name: string; ticket_type: string; url: string } >;
	invoice_url?: string;
	instructions?: string;
	redirect_url?: string;
	message?: string;
	data?: { params?: Record< string, string > };
};

/**
 * Shows or clears a field's message and error mark.
 *
 * @param input   The field.
 * @param message The message ('' to clear).
 */
function mark( input: Field | null, message: string ): boolean {
	if ( ! input ) {
		return true;
	}
	const error = input
		.closest( 'p' )
		?.querySelector< HTMLElement >( '[data-error]' );
	input.classList.toggle( 'is-error', message !== '' );
	input.setAttribute( 'aria-invalid', message ? 'true' : 'false' );
	if ( error ) {
		error.textContent = message;
		error.hidden = message === '';
	}
	return message === '';
}

function setUp( root: HTMLElement, context: TicketContext ): void {
	const form = root.querySelector( 'form' ) as HTMLFormElement;
	const $ = < T extends Element >( selector: string ) =>
		root.querySelector< T >( selector );
	const quantities = [
		...root.querySelectorAll< HTMLInputElement >( 'input[data-type]' ),
	];
	const list = $< HTMLElement >( '[data-attendees]' ) as HTMLElement;
	const template = $< HTMLTemplateElement >( '[data-attendee-template]' );
	const bulk = $< HTMLInputElement >( '[data-bulk]' ) as HTMLInputElement;
	const submit = $< HTMLButtonElement >(
		'[data-submit]'
	) as HTMLButtonElement;
	const failure = $< HTMLElement >( '[data-failure]' ) as HTMLElement;
	// The same shape as the prices the server printed: "98.00 USD".
	const number = new Intl.NumberFormat(
		document.documentElement.lang || undefined,
		{ minimumFractionDigits: 2, maximumFractionDigits: 2 }
	);
	const money = {
		format: ( amount: number ) =>
			amount === 0
				? context.texts.free
				: `${ number.format( amount ) } ${ context.currency }`,
	};

	const chosen = () =>
		quantities.map( ( input ) => ( {
			input,
			id: Number( input.dataset.type ),
			name: input.dataset.typeName ?? '',
			price: input.dataset.price ?? '0',
			quantity: Math.max( 0, Math.floor( Number( input.value ) || 0 ) ),
		} ) );
	const attendeeInputs = ( index: number, field: string ) =>
		list.children[ index ]?.querySelector< Field >(
			`[data-field="${ field }"]`
		) ?? null;
	// Every field of every attendee block: name, email, phone, extra questions.
	const blockFields = () =>
		[ ...list.children ].flatMap( ( block, index ) =>
			[ ...block.querySelectorAll< Field >( '[data-field]' ) ].map(
				( input ) => ( { input, position: index + 1 } )
			)
		);
	const errorOf = ( input: Field ) =>
		input.dataset.kind
			? extraError(
					input.dataset.kind as ExtraKind,
					!! input.dataset.required,
					input.value,
					context.texts
				)
			: fieldError(
					input.dataset.field as AttendeeField,
					input.value,
					context.texts
				);

	/**
	 * Checks every field; the last one checked decides the submit button.
	 * @param showAll
	 */
	const check = ( showAll: boolean ): boolean => {
		let valid = chosen().some( ( line ) => line.quantity > 0 );
		for ( const { input } of blockFields() ) {
			const message = errorOf( input );
			if ( showAll || input.dataset.touched ) {
				mark( input, message );
			}
			valid = valid && message === '';
		}
		for ( const field of [ 'name', 'email' ] as const ) {
			const input = $< HTMLInputElement >( `[data-buyer="${ field }"]` );
			const message = fieldError(
				field,
				input?.value ?? '',
				context.texts
			);
			if ( showAll || input?.dataset.touched ) {
				mark( input, message );
			}
			valid = valid && message === '';
		}
		submit.disabled = ! valid;
		return valid;
	};

	/** One attendee block per ticket, keeping what was typed. */
	const regenerate = () => {
		const lines = chosen();
		const wanted = lines.flatMap( ( line ) =>
			Array.from( { length: line.quantity }, () => line )
		);
		while ( list.children.length > wanted.length ) {
			list.lastElementChild?.remove();
		}
		wanted.forEach( ( line, index ) => {
			let block = list.children[ index ] as HTMLElement | undefined;
			if ( ! block && template ) {
				block = template.content.firstElementChild?.cloneNode(
					true
				) as HTMLElement;
				block
					.querySelectorAll< Field >( '[data-field]' )
					.forEach( ( input ) => {
						input.id = `${ root.id || 'eventsmith-tickets' }-${ index }-${ input.dataset.field }`;
						input.name = `attendees[${ index }][${ input.dataset.field }]`;
					} );
				list.append( block );
			}
			if ( block ) {
				block.dataset.type = String( line.id );
				( block.querySelector( 'legend' ) as HTMLElement ).textContent =
					context.texts.attendee
						.replace( '%1$d', String( index + 1 ) )
						.replace( '%2$s', line.name );
			}
		} );
		( $( '[data-bulk-row]' ) as HTMLElement ).hidden = wanted.length === 0;
		( $( '[data-total]' ) as HTMLElement ).textContent = money.format(
			totalCents( lines ) / 100
		);
		if ( bulk.checked ) {
			fillBulk( true );
		}
		check( false );
	};

	/**
	 * BULK-02..04: numbered values in, or everything out and flagged.
	 * @param on
	 */
	const fillBulk = ( on: boolean ) => {
		const inputs = blockFields();
		const now = new Date();
		const today = new Date( now.getTime() - now.getTimezoneOffset() * 6e4 )
			.toISOString()
			.slice( 0, 10 );
		for ( const { input, position } of inputs ) {
			const kind = input.dataset.kind as ExtraKind | undefined;
			let value = '';
			if ( on ) {
				value = kind
					? extraBulkValue(
							kind,
							position,
							context.texts.value,
							( input as HTMLSelectElement ).options?.[ 1 ]
								?.value ?? '',
							today
						)
					: bulkValue(
							input.dataset.field as AttendeeField,
							position,
							context.texts.bulkName
						);
			}
			input.value = value;
			input.dataset.touched = '1';
		}
		check( false );
		if ( on ) {
			return;
		}
		// BULK-04: every emptied field is flagged (phone too) until it is filled again.
		for ( const { input } of inputs ) {
			mark(
				input,
				errorOf( input ) ||
					( input.dataset.kind
						? context.texts.required
						: context.texts.phone )
			);
		}
		submit.disabled = true;
	};

	form.addEventListener( 'input', ( event ) => {
		const target = event.target as Field;
		if ( target.dataset.type ) {
			regenerate();
			return;
		}
		target.dataset.touched = '1';
		check( false );
	} );
	bulk.addEventListener( 'change', () => fillBulk( bulk.checked ) );

	form.addEventListener( 'submit', async ( event ) => {
		event.preventDefault();
		if ( ! check( true ) ) {
			return;
		}
		const lines = chosen();
		const body = {
			buyer_name: $< HTMLInputElement >( '[data-buyer="name"]' )?.value,
			buyer_email: $< HTMLInputElement >( '[data-buyer="email"]' )?.value,
			tickets: Object.fromEntries(
				lines.map( ( line ) => [ line.id, line.quantity ] )
			),
			attendees: [ ...list.children ].map( ( block, index ) => ( {
				ticket_type_id: Number( ( block as HTMLElement ).dataset.type ),
				name: attendeeInputs( index, 'name' )?.value,
				email: attendeeInputs( index, 'email' )?.value,
				phone: attendeeInputs( index, 'phone' )?.value,
				extra: Object.fromEntries(
					[ ...block.querySelectorAll< Field >( '[data-kind]' ) ].map(
						( input ) => [
							input.dataset.field?.slice( 6 ),
							input.value,
						]
					)
				),
			} ) ),
		};
		submit.disabled = true;
		submit.textContent = context.texts.sending;
		root.setAttribute( 'aria-busy', 'true' );
		failure.hidden = true;
		let answer: Answer = {};
		let ok = false;
		try {
			const response = await fetch( context.route, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				credentials: 'omit',
				body: JSON.stringify( body ),
			} );
			ok = response.ok;
			answer = ( await response.json() ) as Answer;
		} catch {
			answer = { message: context.texts.failed };
		}
		root.removeAttribute( 'aria-busy' );
		submit.textContent = context.texts.submit;
		if ( ! ok ) {
			showFailure( answer );
			return;
		}
		if ( answer.redirect_url ) {
			window.location.assign( answer.redirect_url );
			return;
		}
		showDone( answer );
	} );

	const showFailure = ( answer: Answer ) => {
		failure.textContent = answer.message || context.texts.failed;
		failure.hidden = false;
		for ( const [ param, message ] of Object.entries(
			answer.data?.params ?? {}
		) ) {
			const blamed = blamedField( param );
			if ( blamed?.kind === 'attendee' ) {
				mark( attendeeInputs( blamed.index, blamed.field ), message );
			} else if ( blamed?.kind === 'type' ) {
				quantities
					.find( ( q ) => Number( q.dataset.type ) === blamed.id )
					?.classList.add( 'is-error' );
			} else if ( blamed?.kind === 'buyer' ) {
				mark(
					$< HTMLInputElement >( `[data-buyer="${ blamed.field }"]` ),
					message
				);
			}
		}
		check( false );
		failure.focus?.();
	};

	const showDone = ( answer: Answer ) => {
		const done = $< HTMLElement >( '[data-done]' ) as HTMLElement;
		( $( '[data-done-message]' ) as HTMLElement ).textContent =
			answer.status === 'completed'
				? context.texts.thanks
				: context.texts.pending;
		const tickets = $< HTMLElement >( '[data-tickets]' ) as HTMLElement;
		for ( const ticket of answer.tickets ?? [] ) {
			const item = document.createElement( 'li' );
			const link = document.createElement( 'a' );
			link.href = ticket.url;
			link.textContent = `${ context.texts.ticketFor }: ${ ticket.name } (${ ticket.ticket_type })`;
			item.append( link );
			tickets.append( item );
		}
		const instructions = $< HTMLElement >(
			'[data-instructions]'
		) as HTMLElement;
		instructions.textContent = answer.instructions ?? '';
		instructions.hidden = ! answer.instructions;
		const invoice = $< HTMLElement >( '[data-invoice]' ) as HTMLElement;
		invoice
			.querySelector( 'a' )
			?.setAttribute( 'href', answer.invoice_url ?? '' );
		invoice.hidden = ! answer.invoice_url;
		form.hidden = true;
		done.hidden = false;
		done.focus();
	};

	regenerate();
}

store( 'eventsmith/tickets', {
	callbacks: {
		init() {
			const { ref } = getElement();
			if ( ref ) {
				setUp( ref as HTMLElement, getContext< TicketContext >() );
			}
		},
	},
} );
