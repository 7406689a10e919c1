/**
 * The settings form's pure rules: the editable draft of the stored
 * settings, what changed, and which field a refusal names. The server's
 * schema is the authority on what is allowed; the form only shapes input.
 */
import type { Settings } from '../../api/types';

/** What each field holds while it is being edited (numbers and lists as typed text). */
export type SettingsDraft = {
	currency: string;
	default_timezone: string;
	payment_method: string;
	payment_instructions: string;
	pending_hold_minutes: string;
	mail_from_name: string;
	mail_from_address: string;
	default_landing_template: string;
	disable_category_and_tags: boolean;
	modules: boolean;
	attendee_verification_style: 'on' | 'off';
	trusted_proxies: string;
	delete_data_on_uninstall: boolean;
};

export type SettingsField = keyof SettingsDraft;

/** A refusal's message per field. */
export type SettingsErrors = Partial< Record< SettingsField, string > >;

/** Lists the settings page offers to choose from (GET /settings/choices). */
export type SettingsChoices = {
	payment_methods: Array< { value: string; label: string } >;
	landing_templates: Array< { value: number; label: string } >;
	test_email_to: string;
};

/**
 * The draft of stored settings.
 *
 * @param settings Stored settings.
 */
export function toDraft( settings: Settings ): SettingsDraft {
	return {
		currency: settings.currency,
		default_timezone: settings.default_timezone,
		payment_method: settings.payment_method,
		payment_instructions: settings.payment_instructions,
		pending_hold_minutes: String( settings.pending_hold_minutes ),
		mail_from_name: settings.mail_from_name,
		mail_from_address: settings.mail_from_address,
		default_landing_template: String( settings.default_landing_template ),
		disable_category_and_tags: settings.disable_category_and_tags === 'on',
		modules: settings.modules.rsvp === 'on',
		attendee_verification_style: settings.attendee_verification_style,
		trusted_proxies: settings.trusted_proxies.join( '\n' ),
		delete_data_on_uninstall: settings.delete_data_on_uninstall,
	};
}

/**
 * A whole number as typed, else the text itself (so the server names the field).
 *
 * @param value Typed text.
 */
function wholeNumber( value: string ): number | string {
	return /^\s*\d+\s*$/.test( value ) ? Number( value ) : value;
}

/**
 * The value the REST route takes for one field.
 *
 * @param draft The draft.
 * @param field The field.
 */
function toValue( draft: SettingsDraft, field: SettingsField ): unknown {
	switch ( field ) {
		case 'pending_hold_minutes':
		case 'default_landing_template':
			return wholeNumber( draft[ field ] );
		case 'disable_category_and_tags':
			return draft[ field ] ? 'on' : 'off';
		case 'modules':
			return { rsvp: draft.modules ? 'on' : 'off' };
		case 'trusted_proxies':
			return draft.trusted_proxies
				.split( /[\n,]+/ )
				.map( ( line ) => line.trim() )
				.filter( ( line ) => line !== '' );
		default:
			return draft[ field ];
	}
}

/**
 * The fields whose draft differs from what is stored.
 *
 * @param saved The draft of the stored settings.
 * @param draft The draft being edited.
 */
export function changedFields(
	saved: SettingsDraft,
	draft: SettingsDraft
): SettingsField[] {
	return ( Object.keys( draft ) as SettingsField[] ).filter(
		( field ) =>
			JSON.stringify( toValue( draft, field ) ) !==
			JSON.stringify( toValue( saved, field ) )
	);
}

/**
 * The partial update of the changed fields, as the REST route takes it.
 *
 * @param saved The draft of the stored settings.
 * @param draft The draft being edited.
 */
export function changesPayload(
	saved: SettingsDraft,
	draft: SettingsDraft
): Record< string, unknown > {
	return Object.fromEntries(
		changedFields( saved, draft ).map( ( field ) => [
			field,
			toValue( draft, field ),
		] )
	);
}

/**
 * The message of each field a refusal names (`modules.rsvp` → `modules`);
 * names no field of the form has are left out.
 *
 * @param params The refusal's `data.params`.
 * @param fields The form's fields.
 */
export function errorsFromParams(
	params: Record< string, string >,
	fields: readonly SettingsField[]
): SettingsErrors {
	const errors: SettingsErrors = {};
	for ( const [ name, message ] of Object.entries( params ) ) {
		const field = name.split( /[.[]/ )[ 0 ] as SettingsField;
		if ( fields.includes( field ) && ! errors[ field ] ) {
			errors[ field ] = message;
		}
	}
	return errors;
}
