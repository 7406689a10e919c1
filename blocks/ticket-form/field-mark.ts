/**
 * Error marks on the ticket form's fields.
 */
import type { Field } from './types';

/**
 * Shows or clears a field's message and error mark.
 *
 * @param input   The field.
 * @param message The message ('' to clear).
 */
export function mark( input: Field | null, message: string ): boolean {
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
