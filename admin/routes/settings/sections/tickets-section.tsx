/**
 * Tickets: how long an unpaid order holds its seats and how long a freed
 * place waits for the next person on a waitlist (how buyers pay is under
 * Payments).
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';

export function TicketsSection( { draft, errors, set }: SectionProps ) {
	return (
		<SettingsSection
			title={ __( 'Tickets', 'eventsmith' ) }
			description={ __(
				'Free orders complete at once. Paid orders wait for their payment with their seats held.',
				'eventsmith'
			) }
		>
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
