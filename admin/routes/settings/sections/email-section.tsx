/**
 * E-mails: who the plugin's e-mails come from, and a test e-mail to the
 * current user with the saved sender.
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';
import { ReminderHoursSelect } from '../../../components/reminder-hours/reminder-hours-select';
import { OrganizerNoticeFields } from './organizer-notice-fields';
import { TestEmailButton } from './test-email-button';

type Props = SectionProps & {
	/** Whether the sender fields differ from what is saved. */
	senderChanged: boolean;
};

export function EmailSection( {
	draft,
	errors,
	set,
	choices,
	senderChanged,
}: Props ) {
	return (
		<SettingsSection
			title={ __( 'E-mails', 'eventsmith' ) }
			description={ __(
				'Tickets, payment instructions, invoices, RSVP invitations and reminders, and certificates are sent with this sender. Other e-mails of the site keep theirs.',
				'eventsmith'
			) }
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Sender name', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'The name buyers and guests see, such as your organisation. Empty keeps the site\u2019s usual sender name.',
						'eventsmith'
					),
					errors.mail_from_name
				) }
				value={ draft.mail_from_name }
				maxLength={ 100 }
				onChange={ ( name ) => set( { mail_from_name: name } ) }
				{ ...invalidProps( errors.mail_from_name ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="email"
				label={ __( 'Sender address', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Use an address of your site\u2019s domain, so that mail servers accept the e-mails. Empty keeps the site\u2019s usual sender address.',
						'eventsmith'
					),
					errors.mail_from_address
				) }
				value={ draft.mail_from_address }
				autoComplete="off"
				onChange={ ( address ) =>
					set( { mail_from_address: address } )
				}
				{ ...invalidProps( errors.mail_from_address ) }
			/>
			<ReminderHoursSelect
				label={ __( 'Automatic reminder', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Every attendee gets one reminder e-mail this long before the event (or the occurrence they booked) starts. Each event can choose its own in its registration settings.',
						'eventsmith'
					),
					errors.reminder_hours
				) }
				value={ draft.reminder_hours }
				onChange={ ( hours ) => set( { reminder_hours: hours } ) }
			/>
			<OrganizerNoticeFields
				draft={ draft }
				errors={ errors }
				set={ set }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				max={ 100 }
				label={ __(
					'Confirmations per address and event in an hour',
					'eventsmith'
				) }
				help={ fieldHelp(
					__(
						'Anybody can type anybody\u2019s address into an RSVP form or a waitlist. After this many RSVP or waitlist confirmations to one address for one event within an hour, more are not sent (the registration itself is kept). 0: no limit.',
						'eventsmith'
					),
					errors.mail_recipient_hourly
				) }
				value={ draft.mail_recipient_hourly }
				onChange={ ( value ) =>
					set( { mail_recipient_hourly: value } )
				}
				{ ...invalidProps( errors.mail_recipient_hourly ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				type="number"
				min={ 0 }
				max={ 100000 }
				label={ __( 'Visitor e-mails per hour', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'E-mails visitors make the site send (RSVP and waitlist confirmations, tickets and payment instructions of orders) in one hour. Past this number they wait in the mail queue and go out in the next hour; none is lost. 0: no limit.',
						'eventsmith'
					),
					errors.mail_visitor_hourly
				) }
				value={ draft.mail_visitor_hourly }
				onChange={ ( value ) => set( { mail_visitor_hourly: value } ) }
				{ ...invalidProps( errors.mail_visitor_hourly ) }
			/>
			<TestEmailButton
				to={ choices.test_email_to }
				disabled={ senderChanged }
			/>
		</SettingsSection>
	);
}
