/**
 * Advanced: proxies whose forwarded address is believed, and whether
 * uninstalling deletes the plugin's data.
 */
import { CheckboxControl, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';

export function AdvancedSection( { draft, errors, set }: SectionProps ) {
	return (
		<SettingsSection
			title={ __( 'Advanced', 'eventsmith' ) }
			description={ __(
				'Change these only when you know your hosting needs it.',
				'eventsmith'
			) }
		>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Trusted proxies', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'One IP address or CIDR range per line (e.g. 10.0.0.0/8) of the reverse proxies or CDN in front of the site. Their X-Forwarded-For header then names the visitor for rate limits. Leave empty without a proxy.',
						'eventsmith'
					),
					errors.trusted_proxies
				) }
				rows={ 3 }
				spellCheck={ false }
				value={ draft.trusted_proxies }
				onChange={ ( text ) => set( { trusted_proxies: text } ) }
				{ ...invalidProps( errors.trusted_proxies ) }
			/>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __(
					'Delete all Eventsmith data when the plugin is uninstalled',
					'eventsmith'
				) }
				help={ fieldHelp(
					__(
						'Events, speakers, schedules, templates, orders, tickets, check-ins and these settings are then removed for good. Deactivating never deletes anything.',
						'eventsmith'
					),
					errors.delete_data_on_uninstall
				) }
				checked={ draft.delete_data_on_uninstall }
				onChange={ ( remove ) =>
					set( { delete_data_on_uninstall: remove } )
				}
			/>
		</SettingsSection>
	);
}
