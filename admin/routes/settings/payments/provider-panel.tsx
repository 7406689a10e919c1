/**
 * One provider's settings: mode, keys (secrets masked), the connection
 * test, and the webhook address with the events to select.
 */
import { SelectControl, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import type { SettingsDraft, SettingsErrors } from '../settings-rules';
import { ConnectionTest } from './connection-test';
import type { Provider } from './payment-rules';
import { SecretField } from './secret-field';
import { WebhookAddress } from './webhook-address';

type Props = {
	provider: Provider;
	draft: SettingsDraft;
	saved: SettingsDraft;
	errors: SettingsErrors;
	set: ( change: Partial< SettingsDraft > ) => void;
	/** Whether the server has this provider's settings (else they are shown, not saved). */
	known: boolean;
	unsaved: boolean;
	webhookUrl: string;
};

export function ProviderPanel( props: Props ) {
	const { provider, draft, saved, errors, set, known } = props;
	const headingId = `eventsmith-payments-${ provider.id }`;
	return (
		<section
			className="eventsmith-settings__provider"
			aria-labelledby={ headingId }
		>
			<h4
				id={ headingId }
				className="eventsmith-settings__provider-title"
			>
				{ provider.title }
			</h4>
			{ ! known && (
				<p className="eventsmith-settings__note">
					{ __(
						'This site does not store these settings yet: changes here are not saved.',
						'eventsmith'
					) }
				</p>
			) }
			<SelectControl
				__nextHasNoMarginBottom
				label={ __( 'Mode', 'eventsmith' ) }
				help={ fieldHelp(
					__(
						'Test mode uses the test (sandbox) keys: no real money moves. Live mode takes real payments.',
						'eventsmith'
					),
					errors[ provider.mode ]
				) }
				value={ draft[ provider.mode ] }
				options={ [
					{
						value: 'test',
						label:
							provider.id === 'paypal'
								? __( 'Sandbox', 'eventsmith' )
								: __( 'Test', 'eventsmith' ),
					},
					{ value: 'live', label: __( 'Live', 'eventsmith' ) },
				] }
				onChange={ ( mode ) =>
					set( {
						[ provider.mode ]: mode === 'live' ? 'live' : 'test',
					} )
				}
				{ ...invalidProps( errors[ provider.mode ] ) }
			/>
			{ provider.fields.map( ( { field, label, secret } ) =>
				secret ? (
					<SecretField
						key={ field }
						label={ label }
						value={ draft[ field ] }
						saved={ saved[ field ] }
						error={ errors[ field ] }
						onChange={ ( value ) => set( { [ field ]: value } ) }
					/>
				) : (
					<TextControl
						key={ field }
						__nextHasNoMarginBottom
						label={ label }
						help={ fieldHelp( '', errors[ field ] ) }
						value={ draft[ field ] }
						autoComplete="off"
						spellCheck={ false }
						onChange={ ( value ) =>
							set( { [ field ]: value.trim() } )
						}
						{ ...invalidProps( errors[ field ] ) }
					/>
				)
			) }
			<ConnectionTest
				provider={ provider.id }
				title={ provider.title }
				unsaved={ props.unsaved }
			/>
			<WebhookAddress
				title={ provider.title }
				url={ props.webhookUrl }
				events={ provider.events }
			/>
		</section>
	);
}
