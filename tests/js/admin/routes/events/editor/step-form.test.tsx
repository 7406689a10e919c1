/**
 * A save the server refuses (such as the 409 of a series edit that would
 * drop booked dates, issue 32.1) is shown to staff as an error notice with
 * the server's own message, above the step's fields.
 */
import { renderToString } from '@wordpress/element';
import { ApiError, errorMessage } from '../../../../../../front/rest/client';
import { StepForm } from '../../../../../../admin/routes/events/editor/step-form';
import type { StepSave } from '../../../../../../admin/routes/events/editor/use-step-save';

// The real button is WordPress's (it uses hooks the string renderer has not); a plain one stands in.
jest.mock( '../../../../../../admin/components/form/submit-button', () => ( {
	SubmitButton: ( { children }: { children: unknown } ) =>
		require( 'react' ).createElement(
			'button',
			{ type: 'submit' },
			children
		),
} ) );

const state = ( error: string | null ): StepSave => ( {
	isSaving: false,
	saved: false,
	error,
	save: async () => {},
	reset: () => {},
} );

describe( 'StepForm', () => {
	it( "shows a refused save's server message as an error notice (32.1)", () => {
		const refused = new ApiError(
			'recurrence: these dates hold bookings, RSVPs or waiting lists and would be dropped: March 10, 2031. Cancel those occurrences first, or keep their dates.',
			'eventsmith_occurrences_booked',
			409,
			{ recurrence: 'recurrence: these dates hold bookings' }
		);
		const html = renderToString(
			<StepForm
				title="Date & Recurrence"
				state={ state( errorMessage( refused ) ) }
				onSubmit={ () => {} }
			>
				<input name="x" />
			</StepForm>
		);
		expect( html ).toMatch(
			/<div class="notice notice-error inline" role="alert"><p>recurrence: these dates hold bookings, RSVPs or waiting lists and would be dropped: March 10, 2031\./
		);
		expect( html.indexOf( 'role="alert"' ) ).toBeLessThan(
			html.indexOf( 'name="x"' )
		);
	} );

	it( 'shows no notice while nothing was refused', () => {
		const html = renderToString(
			<StepForm
				title="Basic"
				state={ state( null ) }
				onSubmit={ () => {} }
			>
				<input name="x" />
			</StepForm>
		);
		expect( html ).not.toContain( 'role="alert"' );
	} );
} );
