/**
 * "Have a code?": the typed code goes to the public discount preview with the
 * chosen quantities, and the server's total replaces the form's own while the
 * quantities stay the ones it priced. The browser never computes nor sends a
 * discounted price: checkout prices the code again.
 */
import type { Answer, DiscountQuote, TicketContext } from './types';

/**
 * The chosen quantities as one comparable text (what a quote was made for).
 * @param context
 */
export function quantitiesKey( context: TicketContext ): string {
	return JSON.stringify(
		context.types.map( ( type ) => [
			type.id,
			context.quantities[ type.id ] ?? 0,
		] )
	);
}

/**
 * The applied code's quote when it still matches the chosen quantities.
 * @param context
 */
export function currentQuote( context: TicketContext ): DiscountQuote | null {
	const quote = context.quote;
	return quote && quote.key === quantitiesKey( context ) ? quote : null;
}

/**
 * The body of POST /public/events/{id}/discount-preview.
 *
 * @param context The form's context.
 * @param code    The code to check.
 */
export function previewBody( context: TicketContext, code: string ) {
	return {
		discount_code: code,
		tickets: Object.fromEntries(
			context.types.map( ( type ) => [
				type.id,
				context.quantities[ type.id ] ?? 0,
			] )
		),
	};
}

/**
 * Keeps the server's answer: a quote for these quantities, or its refusal.
 *
 * @param context           The form's context.
 * @param code              The code sent.
 * @param ok                Whether the server accepted it.
 * @param answer            What it answered.
 * @param key               The quantities it priced (quantitiesKey at sending time).
 * @param texts             Texts.
 * @param texts.codeApplied "Code %1$s: %2$s off." with the server's figures.
 * @param format            Prints an amount as the form does.
 */
export function keepQuote(
	context: TicketContext,
	code: string,
	ok: boolean,
	answer: Answer & Partial< { discount: string; total: string } >,
	key: string,
	texts: { codeApplied: string },
	format: ( amount: number ) => string
): void {
	if ( ! ok || answer.total === undefined || answer.discount === undefined ) {
		context.quote = null;
		context.appliedCode = '';
		context.discountNote = '';
		context.discountError = answer.message ?? '';
		return;
	}
	context.appliedCode = code;
	context.discountError = '';
	context.quote = {
		key,
		total: Number( answer.total ),
		discount: Number( answer.discount ),
	};
	context.discountNote = texts.codeApplied
		.replace( '%1$s', code.toUpperCase() )
		.replace( '%2$s', format( Number( answer.discount ) ) );
}
