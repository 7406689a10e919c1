/**
 * Scanner: check a ticket in as soon as it is scanned, or show whose it is
 * and ask first (the same setting as on the scanner page).
 */
import { RadioControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';

export function ScannerSection( { draft, errors, set }: SectionProps ) {
	return (
		<SettingsSection
			title={ __( 'Ticket scanner', 'eventsmith' ) }
			description={ __(
				'How the door staff\u2019s scanner checks tickets in. Staff who may change settings can also switch it on the scanner page.',
				'eventsmith'
			) }
		>
			<RadioControl
				label={ __( 'Scanner mode', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Asking first shows who the ticket belongs to, so staff can check a name or an ID before letting someone in.',
						'eventsmith'
					),
					errors.attendee_verification_style
				) }
				selected={ draft.attendee_verification_style }
				options={ [
					{
						value: 'on',
						label: __(
							'Check in as soon as a ticket is scanned',
							'eventsmith'
						),
					},
					{
						value: 'off',
						label: __(
							'Show the attendee and ask before checking in',
							'eventsmith'
						),
					},
				] }
				onChange={ ( mode ) =>
					set( {
						attendee_verification_style:
							mode === 'off' ? 'off' : 'on',
					} )
				}
			/>
		</SettingsSection>
	);
}
