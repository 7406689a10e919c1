/**
 * E-mails → who hears about new registrations: off, each registration or a
 * daily digest, to the event's organizers or one chosen address.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { asksOrganizerAddress } from '../settings-rules';

type Props = Pick< SectionProps, 'draft' | 'errors' | 'set' >;

export function OrganizerNoticeFields( { draft, errors, set }: Props ) {
	return (
		<>
			<SelectControl
				__nextHasNoMarginBottom
				label={ __(
					'Notify organizers of new registrations',
					'eventsmith'
				) }
				help={ fieldHelp(
					__(
						'An e-mail about each new ticket order and RSVP, or one list a day.',
						'eventsmith'
					),
					errors.organizer_notify
				) }
				value={ draft.organizer_notify }
				options={ [
					{ value: 'off', label: __( 'Off', 'eventsmith' ) },
					{
						value: 'each',
						label: __( 'Each registration', 'eventsmith' ),
					},
					{
						value: 'digest',
						label: __( 'Daily digest', 'eventsmith' ),
					},
				] }
				onChange={ ( mode ) =>
					set( {
						organizer_notify: mode as typeof draft.organizer_notify,
					} )
				}
				{ ...invalidProps( errors.organizer_notify ) }
			/>
			{ draft.organizer_notify !== 'off' && (
				<SelectControl
					__nextHasNoMarginBottom
					label={ __( 'Send to', 'eventsmith' ) }
					help={ fieldHelp(
						__(
							'The organizers attached to each event receive it at the e-mail address of their profile.',
							'eventsmith'
						),
						errors.organizer_notify_to
					) }
					value={ draft.organizer_notify_to }
					options={ [
						{
							value: 'organizers',
							label: __( 'The event’s organizers', 'eventsmith' ),
						},
						{
							value: 'address',
							label: __( 'A chosen address', 'eventsmith' ),
						},
					] }
					onChange={ ( to ) =>
						set( {
							organizer_notify_to:
								to as typeof draft.organizer_notify_to,
						} )
					}
					{ ...invalidProps( errors.organizer_notify_to ) }
				/>
			) }
			{ asksOrganizerAddress( draft ) && (
				<TextControl
					__nextHasNoMarginBottom
					type="email"
					label={ __( 'Notification address', 'eventsmith' ) }
					help={ fieldHelp(
						__(
							'One e-mail address, such as team@example.org.',
							'eventsmith'
						),
						errors.organizer_notify_address
					) }
					value={ draft.organizer_notify_address }
					autoComplete="off"
					onChange={ ( address ) =>
						set( { organizer_notify_address: address } )
					}
					{ ...invalidProps( errors.organizer_notify_address ) }
				/>
			) }
		</>
	);
}
