/**
 * Tickets and payments: how paid orders are paid, what buyers are told,
 * and how long an unpaid order holds its seats.
 */
import {
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';

export function TicketsSection( {
	draft,
	errors,
	set,
	choices,
}: SectionProps ) {
	const methods = choices.payment_methods.map( ( method ) => ( {
		value: method.value,
		label: method.label,
	} ) );
	if (
		! methods.some( ( method ) => method.value === draft.payment_method )
	) {
		methods.push( {
			value: draft.payment_method,
			label: sprintf(
				/* translators: %s: id of a payment method that is no longer installed. */
				__( '%s (not installed: pay later is used)', 'eventsmith' ),
				draft.payment_method
			),
		} );
	}
	return (
		<SettingsSection
			title={ __( 'Tickets and payments', 'eventsmith' ) }
			description={ __(
				'Free orders complete at once. Paid orders wait for their payment with their seats held.',
				'eventsmith'
			) }
		>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Payment method', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'How buyers pay for paid tickets. Payment plugins add their methods to this list.',
						'eventsmith'
					),
					errors.payment_method
				) }
				value={ draft.payment_method }
				options={ methods }
				onChange={ ( method ) => set( { payment_method: method } ) }
				{ ...invalidProps( errors.payment_method ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Payment instructions', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Shown after checkout and sent in the order e-mail when buyers pay later, e.g. your bank details. Plain text, up to 2000 characters.',
						'eventsmith'
					),
					errors.payment_instructions
				) }
				rows={ 4 }
				value={ draft.payment_instructions }
				onChange={ ( text ) => set( { payment_instructions: text } ) }
				{ ...invalidProps( errors.payment_instructions ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 5 }
				max={ 10080 }
				step={ 1 }
				label={ __( 'Hold unpaid orders for (minutes)', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'How long an unpaid order keeps its seats before they go back on sale: 5 to 10080 minutes (a week).',
						'eventsmith'
					),
					errors.pending_hold_minutes
				) }
				value={ draft.pending_hold_minutes }
				onChange={ ( minutes ) =>
					set( { pending_hold_minutes: minutes } )
				}
				{ ...invalidProps( errors.pending_hold_minutes ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 1 }
				max={ 168 }
				step={ 1 }
				label={ __( 'Waitlist hold (hours)', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'How long a freed place offered to the next person on a waitlist stays held for them before it passes on: 1 to 168 hours (a week).',
						'eventsmith'
					),
					errors.waitlist_hold_hours
				) }
				value={ draft.waitlist_hold_hours }
				onChange={ ( hours ) => set( { waitlist_hold_hours: hours } ) }
				{ ...invalidProps( errors.waitlist_hold_hours ) }
			/>
		</SettingsSection>
	);
}
