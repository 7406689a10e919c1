/**
 * Advanced: the page cache told about changed events, proxies whose
 * forwarded address is believed, and whether uninstalling deletes the
 * plugin's data.
 */
import {
	CheckboxControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';

export function AdvancedSection( {
	draft,
	errors,
	set,
	choices,
}: SectionProps ) {
	const pinned = choices.purge_host_constant;
	const adminOnly = choices.admin_only ?? [];
	const purgeLocked = adminOnly.includes( 'purge_host' );
	const proxiesLocked = adminOnly.includes( 'trusted_proxies' );
	const adminNote = __(
		'Only an administrator can change this.',
		'eventsmith'
	);
	const purgeHelp = __(
		'Where Eventsmith sends PURGE requests when an event changes, e.g. http://127.0.0.1:6081 for Varnish. Leave empty if your site has no page cache.',
		'eventsmith'
	);
	return (
		<SettingsSection
			title={ __( 'Advanced', 'eventsmith' ) }
			description={ __(
				'Change these only when you know your hosting needs it.',
				'eventsmith'
			) }
		>
			<TextControl
				__nextHasNoMarginBottom
				label={ __( 'Page cache purge address', 'eventsmith' ) }
				type="url"
				help={
					pinned === null ? (
						fieldHelp(
							purgeLocked
								? `${ purgeHelp } ${ adminNote }`
								: purgeHelp,
							errors.purge_host
						)
					) : (
						<>
							<strong>
								{ __(
									'Set in wp-config.php (EVENTSMITH_PURGE_HOST).',
									'eventsmith'
								) }
							</strong>{ ' ' }
							{ __(
								'Eventsmith sends PURGE requests to this address when an event changes; change or remove the constant there to set the address here.',
								'eventsmith'
							) }
						</>
					)
				}
				spellCheck={ false }
				autoComplete="off"
				disabled={ pinned !== null || purgeLocked }
				value={ pinned ?? draft.purge_host }
				onChange={ ( text ) => set( { purge_host: text } ) }
				{ ...invalidProps( errors.purge_host ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Trusted proxies', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'One IP address or CIDR range per line (e.g. 10.0.0.0/8) of the reverse proxies or CDN in front of the site. Their X-Forwarded-For header then names the visitor for rate limits. Leave empty without a proxy.',
						'eventsmith'
					) + ( proxiesLocked ? ` ${ adminNote }` : '' ),
					errors.trusted_proxies
				) }
				rows={ 3 }
				disabled={ proxiesLocked }
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
