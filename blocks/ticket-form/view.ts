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
import { fillBulk } from './bulk-fill';
import {
	currentQuote,
	keepQuote,
	previewBody,
	quantitiesKey,
} from './discount';
import { check, orderIsValid } from './form-checks';
import { money } from './money';
import { showDone, showFailure } from './order-answer';
import { totalCents } from './ticket-rules';
import { orderBody, resize } from './ticket-order';
import { sendOrder } from './send-order';
import type { FieldContext, TicketContext, TicketShared } from './types';

/** A buyer field's scope. */
type BuyerContext = TicketContext & { buyerField: 'name' | 'email' };

/** A ticket type's quantity input scope. */
type TypeContext = TicketContext & { type: number };

/**
 * Asks the server what the code takes off the chosen tickets.
 *
 * @param context The form's context.
 * @param code    The code.
 */
function* askQuote(
	context: TicketContext,
	code: string
): Generator< Promise< unknown >, void > {
	const key = quantitiesKey( context );
	const { ok, answer } = ( yield sendOrder(
		state.previewRoute.replace( '%d', String( context.eventId ) ),
		previewBody( context, code ),
		state.texts.failed
	) ) as Awaited< ReturnType< typeof sendOrder > >;
	if ( key !== quantitiesKey( context ) ) {
		// The visitor changed the order meanwhile: a newer question is on its way.
		return;
	}
	keepQuote(
		context,
		code,
		ok,
		answer as Parameters< typeof keepQuote >[ 3 ],
		key,
		state.texts,
		( amount ) =>
			money(
				amount,
				state.currency,
				state.texts.free,
				document.documentElement.lang
			)
	);
}

export const { state, actions, callbacks } = store(
	'eventsmith/ticket-form',
	{
		state: {
			/** Tickets are chosen and every field is fine. */
			get orderValid(): boolean {
				return orderIsValid(
					getContext< TicketContext >(),
					state.texts
				);
			},
			/** "Free" or "98.00 USD", as the server prints prices. */
			get total(): string {
				const context = getContext< TicketContext >();
				// The server's total for the applied code, while the quantities are the ones it priced.
				const quote = currentQuote( context );
				if ( quote ) {
					return money(
						quote.total,
						state.currency,
						state.texts.free,
						document.documentElement.lang
					);
				}
				return money(
					totalCents(
						context.types.map( ( type ) => ( {
							price: type.price,
							quantity: context.quantities[ type.id ] ?? 0,
						} ) )
					) / 100,
					state.currency,
					state.texts.free,
					document.documentElement.lang
				);
			},
			/** The order costs something, so the buyer picks how to pay (34.3). */
			get isPaid(): boolean {
				const context = getContext< TicketContext >();
				const quote = currentQuote( context );
				if ( quote ) {
					return quote.total > 0;
				}
				return (
					totalCents(
						context.types.map( ( type ) => ( {
							price: type.price,
							quantity: context.quantities[ type.id ] ?? 0,
						} ) )
					) > 0
				);
			},
			/** Several methods and a paid order: the choice shows. */
			get choosesMethod(): boolean {
				const context = getContext< TicketContext >();
				return ( context.methods?.length ?? 0 ) > 1 && state.isPaid;
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
			readonly isPaid: boolean;
			readonly choosesMethod: boolean;
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
					fillBulk( context, state.texts, true );
				}
				check( context, state.texts, false );
			},
			/**
			 * A quantity was settled (change): an applied code is priced again
			 * by the server for the new order; until then the total is the
			 * undiscounted one.
			 */
			*requote(): Generator< Promise< unknown >, void > {
				const context = getContext< TicketContext >();
				if ( context.appliedCode && ! currentQuote( context ) ) {
					yield* askQuote( context, context.appliedCode );
				}
			},
			/**
			 * The visitor types a discount code.
			 *
			 * @param event The input event.
			 */
			typeCode( event: Event ): void {
				const context = getContext< TicketContext >();
				context.discountCode = (
					event.target as HTMLInputElement
				 ).value;
				context.discountError = '';
			},
			/** "Apply": the server checks the code and prices the order. */
			*applyCode(): Generator< Promise< unknown >, void > {
				const context = getContext< TicketContext >();
				const code = context.discountCode.trim();
				if ( code === '' ) {
					context.discountError = state.texts.codeEmpty;
					return;
				}
				yield* askQuote( context, code );
			},
			/**
			 * The buyer picks a payment method (a radio button).
			 *
			 * @param event The change event.
			 */
			chooseMethod( event: Event ): void {
				const context = getContext< TicketContext >();
				const input = event.target as HTMLInputElement;
				if ( input.checked ) {
					context.paymentMethod = input.value;
				}
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
				check( context, state.texts, false );
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
				check( context, state.texts, false );
			},
			/**
			 * BULK-02..04: the bulk checkbox.
			 *
			 * @param event The change event.
			 */
			toggleBulk( event: Event ): void {
				const context = getContext< TicketContext >();
				context.bulk = ( event.target as HTMLInputElement ).checked;
				fillBulk( context, state.texts, context.bulk );
			},
			*submit( event: Event ): Generator< Promise< unknown >, void > {
				event.preventDefault();
				const context = getContext< TicketContext >();
				if ( context.busy || ! check( context, state.texts, true ) ) {
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
					showFailure( context, answer, state.texts );
					return;
				}
				if ( answer.redirect_url ) {
					window.location.assign( answer.redirect_url );
					return;
				}
				showDone( context, answer, state.texts );
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
