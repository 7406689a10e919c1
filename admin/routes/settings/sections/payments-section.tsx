/**
 * Settings → Payments: which methods buyers choose from and in what order,
 * what pay-later buyers are told, and each provider's keys, connection test
 * and webhook address (issue 34).
 */
import { TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { fieldHelp, invalidProps } from '../field-help';
import { MethodList } from '../payments/method-list';
import { providers } from '../payments/payment-rules';
import { ProviderPanel } from '../payments/provider-panel';
import type { SectionProps } from '../section-props';
import { SettingsSection } from '../settings-section';
import type { SettingsDraft, SettingsField } from '../settings-rules';

type Props = SectionProps & {
	/** The draft of the stored settings (the masked secrets). */
	saved: SettingsDraft;
	/** Fields with unsaved changes. */
	changed: readonly SettingsField[];
	/** Names of the settings the server has. */
	known: readonly string[];
};

export function PaymentsSection( props: Props ) {
	const { draft, errors, set, choices, saved, changed, known } = props;
	return (
		<SettingsSection
			title={ __( 'Payments', 'eventsmith' ) }
			description={ __(
				'How buyers pay for paid tickets. Secret keys are never shown again once saved: type a new one to replace it.',
				'eventsmith'
			) }
		>
			<MethodList
				choices={ choices.payment_methods }
				enabled={ draft.payment_methods }
				error={ errors.payment_methods }
				onChange={ ( methods ) => set( { payment_methods: methods } ) }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Pay later instructions', 'eventsmith' ) }
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
			{ providers().map( ( provider ) => (
				<ProviderPanel
					key={ provider.id }
					provider={ provider }
					draft={ draft }
					saved={ saved }
					errors={ errors }
					set={ set }
					known={ known.includes( provider.mode ) }
					unsaved={ changed.some(
						( field ) =>
							field === provider.mode ||
							provider.fields.some( ( f ) => f.field === field )
					) }
					webhookUrl={ choices.webhook_urls?.[ provider.id ] ?? '' }
				/>
			) ) }
		</SettingsSection>
	);
}
