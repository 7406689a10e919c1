/**
 * General: currency of ticket prices, the timezone new events start with
 * and the seller printed on invoices; dates and times follow WordPress's
 * own formats.
 */
import {
	ExternalLink,
	TextControl,
	TextareaControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';
import { TimezoneList, TIMEZONE_LIST_ID } from './timezone-list';

export function GeneralSection( { draft, errors, set }: SectionProps ) {
	const formats =
		( window.eventsmithDashboard?.urls.admin ?? '' ) +
		'options-general.php';
	return (
		<SettingsSection
			title={ __( 'General', 'eventsmith' ) }
			description={
				<>
					{ __(
						'Dates and times use the formats and site timezone of the WordPress General Settings.',
						'eventsmith'
					) }{ ' ' }
					<ExternalLink href={ formats }>
						{ __( 'Date and time formats', 'eventsmith' ) }
					</ExternalLink>
				</>
			}
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Currency', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Three-letter code of ticket prices (ISO 4217), such as USD, EUR or GBP. Shown with every price, order and invoice.',
						'eventsmith'
					),
					errors.currency
				) }
				value={ draft.currency }
				maxLength={ 3 }
				autoComplete="off"
				onChange={ ( currency ) => set( { currency } ) }
				{ ...invalidProps( errors.currency ) }
			/>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Default timezone for new events', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Filled in when you create an event: a name such as Europe/Berlin, or an offset such as UTC+2. Empty means UTC.',
						'eventsmith'
					),
					errors.default_timezone
				) }
				value={ draft.default_timezone }
				list={ TIMEZONE_LIST_ID }
				autoComplete="off"
				onChange={ ( timezone ) =>
					set( { default_timezone: timezone } )
				}
				{ ...invalidProps( errors.default_timezone ) }
			/>
			<TimezoneList />
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Seller details', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Printed at the top of every invoice: your name on the first line, then address, tax number and the like, one per line (up to 10). Empty prints the site’s name and address.',
						'eventsmith'
					),
					errors.seller_details
				) }
				rows={ 4 }
				value={ draft.seller_details }
				onChange={ ( details ) => set( { seller_details: details } ) }
				{ ...invalidProps( errors.seller_details ) }
			/>
		</SettingsSection>
	);
}
