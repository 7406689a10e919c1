/**
 * The ticket form as the `eventsmith/ticket-form` store: one attendee block
 * per chosen ticket (with the event's extra questions, drawn by
 * `data-wp-each`), checks on every keystroke, the bulk-attendee checkbox
 * (BULK-01..04), the total, and the order sent to the public checkout route.
 *
 * The route, the currency and the texts come once per page from
 * `wp_interactivity_state`; each form's context holds its event, its ticket
 * types and questions, and what the visitor chose and typed. The server
 * also seeds `total`, `hasAttendees` and `submitDisabled` with their values
 * for an empty order, so the page reads right before this script runs; the
 * getters below take their place once it does.
 */
import { getContext, getElement, store } from '@wordpress/interactivity';
import { blamedField, totalCents } from './ticket-rules';
import {
	bulkAnswer,
	fieldsOf,
	messageOf,
	orderBody,
	resize,
} from './ticket-order';
import { sendOrder } from './send-order';
import type {
	Answer,
	FieldContext,
	TicketContext,
	TicketShared,
} from './types';

/** A buyer field's scope. */
type BuyerContext = TicketContext & { buyerField: 'name' | 'email' };

/** A ticket type's quantity input scope. */
type TypeContext = TicketContext & { type: number };

const today = (): string => {
	const now = new Date();
	return new Date( now.getTime() - now.getTimezoneOffset() * 6e4 )
		.toISOString()
		.slice( 0, 10 );
};

/**
 * A price as the server prints it: "Free" or "98.00 USD".
 *
 * @param amount The amount.
 */
function money( amount: number ): string {
	if ( amount === 0 ) {
		return state.texts.free;
	}
	const number = new Intl.NumberFormat(
		document.documentElement.lang || undefined,
		{ minimumFractionDigits: 2, maximumFractionDigits: 2 }
	);
	return `${ number.format( amount ) } ${ state.currency }`;
}

/**
 * Checks every field and shows the messages of the fields the visitor
 * touched (every field when `showAll`); answers whether the order may go.
 *
 * @param context The form's context.
 * @param showAll Show every message (on submit).
 */
function check( context: TicketContext, showAll: boolean ): boolean {
	for ( const attendee of context.attendees ) {
		for ( const field of fieldsOf( context.questions ) ) {
			if ( showAll || attendee.touched[ field ] ) {
				attendee.marks[ field ] = messageOf(
					field,
					attendee.values[ field ] ?? '',
					context.questions,
					state.texts
				);
			}
		}
	}
	for ( const field of [ 'name', 'email' ] as const ) {
		if ( showAll || context.buyerTouched[ field ] ) {
			context.buyerMarks[ field ] = messageOf(
				field,
				context.buyer[ field ],
				[],
				state.texts
			);
		}
	}
	return state.orderValid;
}

/**
 * BULK-02..04: numbered values in, or everything out and flagged.
 *
 * @param context The form's context.
 * @param on      Fill (true) or empty (false).
 */
function fillBulk( context: TicketContext, on: boolean ): void {
	const day = today();
	for ( const attendee of context.attendees ) {
		for ( const field of fieldsOf( context.questions ) ) {
			attendee.values[ field ] = on
				? bulkAnswer(
						field,
						attendee.index + 1,
						context.questions,
						state.texts,
						day
					)
				: '';
			attendee.touched[ field ] = true;
		}
	}
	check( context, false );
	if ( on ) {
		return;
	}
	// BULK-04: every emptied field is flagged (phone too) until it is filled again.
	for ( const attendee of context.attendees ) {
		for ( const field of fieldsOf( context.questions ) ) {
			attendee.marks[ field ] ||= field.startsWith( 'extra.' )
				? state.texts.required
				: state.texts.phone;
		}
	}
}

/**
 * Shows the server's refusal: its message, and a mark on each field it
 * names.
 *
 * @param context The form's context.
 * @param answer  The checkout route's answer.
 */
function showFailure( context: TicketContext, answer: Answer ): void {
	context.failure = answer.message || state.texts.failed;
	for ( const [ param, message ] of Object.entries(
		answer.data?.params ?? {}
	) ) {
		const blamed = blamedField( param );
		if ( blamed?.kind === 'attendee' ) {
			const attendee = context.attendees[ blamed.index ];
			if ( attendee ) {
				attendee.marks[ blamed.field ] = message;
			}
		} else if ( blamed?.kind === 'type' ) {
			context.blamedTypes[ blamed.id ] = true;
		} else if ( blamed?.kind === 'buyer' ) {
			context.buyerMarks[ blamed.field ] = message;
		}
	}
	check( context, false );
}

/**
 * The thank-you panel: a link per ticket, the payment instructions and the
 * invoice link.
 *
 * @param context The form's context.
 * @param answer  The checkout route's answer.
 */
function showDone( context: TicketContext, answer: Answer ): void {
	context.doneMessage =
		answer.status === 'completed'
			? state.texts.thanks
			: state.texts.pending;
	context.tickets = ( answer.tickets ?? [] ).map( ( ticket ) => ( {
		url: ticket.url,
		label: `${ state.texts.ticketFor }: ${ ticket.name } (${ ticket.ticket_type })`,
	} ) );
	context.instructions = answer.instructions ?? '';
	context.invoiceUrl = answer.invoice_url ?? '';
	context.finished = true;
}

export const { state, actions, callbacks } = store(
	'eventsmith/ticket-form',
	{
		state: {
			/** Tickets are chosen and every field is fine. */
			get orderValid(): boolean {
				const context = getContext< TicketContext >();
				const chosen = context.types.some(
					( type ) => ( context.quantities[ type.id ] ?? 0 ) > 0
				);
				const fieldsFine = context.attendees.every( ( attendee ) =>
					fieldsOf( context.questions ).every(
						( field ) =>
							messageOf(
								field,
								attendee.values[ field ] ?? '',
								context.questions,
								state.texts
							) === ''
					)
				);
				const buyerFine = ( [ 'name', 'email' ] as const ).every(
					( field ) =>
						messageOf(
							field,
							context.buyer[ field ],
							[],
							state.texts
						) === ''
				);
				return chosen && fieldsFine && buyerFine;
			},
			/** "Free" or "98.00 USD", as the server prints prices. */
			get total(): string {
				const context = getContext< TicketContext >();
				return money(
					totalCents(
						context.types.map( ( type ) => ( {
							price: type.price,
							quantity: context.quantities[ type.id ] ?? 0,
						} ) )
					) / 100
				);
			},
			/** BULK-01: the bulk checkbox shows once tickets are chosen. */
			get hasAttendees(): boolean {
				return getContext< TicketContext >().attendees.length > 0;
			},
			get submitDisabled(): boolean {
				const context = getContext< TicketContext >();
				return context.busy || ! state.orderValid;
			},
			/** "Attendee 2: Day pass". */
			get attendeeLegend(): string {
				const { attendee } = getContext< FieldContext >();
				return state.texts.attendee
					.replace( '%1$d', String( attendee.index + 1 ) )
					.replace( '%2$s', attendee.typeName );
			},
			get fieldValue(): string {
				const { attendee, field } = getContext< FieldContext >();
				return attendee.values[ field ] ?? '';
			},
			get fieldId(): string {
				const context = getContext< FieldContext >();
				return `${ context.formId }-${ context.attendee.index }-${ context.field }`;
			},
			get fieldName(): string {
				const { attendee, field } = getContext< FieldContext >();
				return `attendees[${ attendee.index }][${ field }]`;
			},
			/** The message this attendee field shows, '' for none. */
			get fieldMark(): string {
				const { attendee, field } = getContext< FieldContext >();
				return attendee.marks[ field ] ?? '';
			},
			get fieldMarked(): boolean {
				return state.fieldMark !== '';
			},
			get buyerMark(): string {
				const context = getContext< BuyerContext >();
				return context.buyerMarks[ context.buyerField ] ?? '';
			},
			get buyerMarked(): boolean {
				return state.buyerMark !== '';
			},
			get typeBlamed(): boolean {
				const context = getContext< TypeContext >();
				return !! context.blamedTypes[ context.type ];
			},
		} as TicketShared & {
			readonly orderValid: boolean;
			readonly total: string;
			readonly hasAttendees: boolean;
			readonly submitDisabled: boolean;
			readonly attendeeLegend: string;
			readonly fieldValue: string;
			readonly fieldId: string;
			readonly fieldName: string;
			readonly fieldMark: string;
			readonly fieldMarked: boolean;
			readonly buyerMark: string;
			readonly buyerMarked: boolean;
			readonly typeBlamed: boolean;
		},
		actions: {
			/**
			 * A quantity changed: the attendee blocks and the total follow.
			 *
			 * @param event The input event.
			 */
			setQuantity( event: Event ): void {
				const context = getContext< TypeContext >();
				const value = ( event.target as HTMLInputElement ).value;
				context.quantities[ context.type ] = Math.max(
					0,
					Math.floor( Number( value ) || 0 )
				);
				resize( context );
				if ( context.bulk ) {
					fillBulk( context, true );
				}
				check( context, false );
			},
			/**
			 * The visitor answers an attendee field.
			 *
			 * @param event The input event.
			 */
			answer( event: Event ): void {
				const context = getContext< FieldContext >();
				context.attendee.values[ context.field ] = (
					event.target as HTMLInputElement
				 ).value;
				context.attendee.touched[ context.field ] = true;
				check( context, false );
			},
			/**
			 * The visitor types their own name or email.
			 *
			 * @param event The input event.
			 */
			typeBuyer( event: Event ): void {
				const context = getContext< BuyerContext >();
				context.buyer[ context.buyerField ] = (
					event.target as HTMLInputElement
				 ).value;
				context.buyerTouched[ context.buyerField ] = true;
				check( context, false );
			},
			/**
			 * BULK-02..04: the bulk checkbox.
			 *
			 * @param event The change event.
			 */
			toggleBulk( event: Event ): void {
				const context = getContext< TicketContext >();
				context.bulk = ( event.target as HTMLInputElement ).checked;
				fillBulk( context, context.bulk );
			},
			*submit( event: Event ): Generator< Promise< unknown >, void > {
				event.preventDefault();
				const context = getContext< TicketContext >();
				if ( context.busy || ! check( context, true ) ) {
					return;
				}
				context.busy = true;
				context.submitLabel = state.texts.sending;
				context.failure = '';
				context.blamedTypes = {};
				const { ok, answer } = ( yield sendOrder(
					state.route.replace( '%d', String( context.eventId ) ),
					orderBody( context ),
					state.texts.failed
				) ) as Awaited< ReturnType< typeof sendOrder > >;
				context.busy = false;
				context.submitLabel = state.texts.submit;
				if ( ! ok ) {
					showFailure( context, answer );
					return;
				}
				if ( answer.redirect_url ) {
					window.location.assign( answer.redirect_url );
					return;
				}
				showDone( context, answer );
			},
		},
		callbacks: {
			/** The thank-you panel takes the focus when it appears. */
			focusDone(): void {
				const { finished } = getContext< TicketContext >();
				const { ref } = getElement();
				if ( finished && ref ) {
					ref.focus();
				}
			},
		},
	},
	{ lock: true }
);
