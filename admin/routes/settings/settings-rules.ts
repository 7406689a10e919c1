/**
 * The settings form's pure rules: the editable draft of the stored
 * settings, what changed, and which field a refusal names. The server's
 * schema is the authority on what is allowed; the form only shapes input.
 */
import type { Settings } from '../../api/types';
import { paymentDraft, type PaymentDraft } from './payments/payment-rules';

/** The subject or text setting of an editable e-mail. */
export type MailTextSetting =
	`mail_${ string }_subject` | `mail_${ string }_body`;

/** What each field holds while it is being edited (numbers and lists as typed text). */
export type SettingsDraft = PaymentDraft & {
	[ setting: MailTextSetting ]: string;
	currency: string;
	default_timezone: string;
	payment_instructions: string;
	pending_hold_minutes: string;
	waitlist_hold_hours: string;
	mail_from_name: string;
	mail_from_address: string;
	reminder_hours: string;
	organizer_notify: 'off' | 'each' | 'digest';
	organizer_notify_to: 'organizers' | 'address';
	organizer_notify_address: string;
	mail_recipient_hourly: string;
	mail_visitor_hourly: string;
	default_landing_template: string;
	disable_category_and_tags: boolean;
	modules: boolean;
	attendee_verification_style: 'on' | 'off';
	trusted_proxies: string;
	delete_data_on_uninstall: boolean;
	seller_details: string;
	events_slug: string;
	purge_host: string;
};

export type SettingsField = keyof SettingsDraft;

/** A refusal's message per field. */
export type SettingsErrors = Partial< Record< SettingsField, string > >;

/** Lists the settings page offers to choose from (GET /settings/choices). */
export type SettingsChoices = {
	/** Ways to pay; `ready: false` while a provider's keys are not saved. */
	payment_methods: Array< { value: string; label: string; ready?: boolean } >;
	/** Where each provider sends its webhooks. */
	webhook_urls?: { stripe: string; paypal: string };
	landing_templates: Array< { value: number; label: string } >;
	test_email_to: string;
	mail_texts: MailText[];
	events_slug: { default: string; home: string };
	/** The page cache address wp-config.php sets (the field is then locked), or null. */
	purge_host_constant: string | null;
	/** Settings only administrators may change (shown disabled to other staff). */
	admin_only?: string[];
};

/** One editable e-mail as GET /settings/choices describes it. */
export type MailText = {
	kind: string;
	label: string;
	sent_when: string;
	subject_setting: MailTextSetting;
	body_setting: MailTextSetting;
	default_subject: string;
	default_body: string;
	placeholders: Array< { name: string; description: string } >;
};

/** The default text of each e-mail setting. */
export type MailDefaults = Partial< Record< MailTextSetting, string > >;

/**
 * The default text of each e-mail setting.
 *
 * @param texts The editable e-mails.
 */
export function mailDefaults( texts: readonly MailText[] ): MailDefaults {
	const defaults: MailDefaults = {};
	for ( const text of texts ) {
		defaults[ text.subject_setting ] = text.default_subject;
		defaults[ text.body_setting ] = text.default_body;
	}
	return defaults;
}

/**
 * Whether a field is the subject or text of an e-mail.
 *
 * @param field A field.
 */
function isMailText( field: string ): field is MailTextSetting {
	return /^mail_.+_(subject|body)$/.test( field );
}

/**
 * The draft of stored settings; an e-mail text that is empty (the default)
 * shows the default text, so it can be edited rather than retyped.
 *
 * @param settings Stored settings.
 * @param defaults Default e-mail texts.
 */
export function toDraft(
	settings: Settings,
	defaults: MailDefaults = {}
): SettingsDraft {
	const texts: Record< MailTextSetting, string > = {};
	for ( const [ setting, text ] of Object.entries( defaults ) ) {
		const stored = settings[ setting as MailTextSetting ];
		texts[ setting as MailTextSetting ] = stored ? stored : ( text ?? '' );
	}
	return {
		...texts,
		...paymentDraft( settings ),
		currency: settings.currency,
		default_timezone: settings.default_timezone,
		payment_instructions: settings.payment_instructions,
		pending_hold_minutes: String( settings.pending_hold_minutes ),
		waitlist_hold_hours: String( settings.waitlist_hold_hours ?? 24 ),
		mail_from_name: settings.mail_from_name,
		mail_from_address: settings.mail_from_address,
		reminder_hours: String( settings.reminder_hours ?? 'off' ),
		organizer_notify: settings.organizer_notify ?? 'off',
		organizer_notify_to: settings.organizer_notify_to ?? 'organizers',
		organizer_notify_address: settings.organizer_notify_address ?? '',
		mail_recipient_hourly: String( settings.mail_recipient_hourly ?? 1 ),
		mail_visitor_hourly: String( settings.mail_visitor_hourly ?? 200 ),
		default_landing_template: String( settings.default_landing_template ),
		disable_category_and_tags: settings.disable_category_and_tags === 'on',
		modules: settings.modules.rsvp === 'on',
		attendee_verification_style: settings.attendee_verification_style,
		trusted_proxies: settings.trusted_proxies.join( '\n' ),
		delete_data_on_uninstall: settings.delete_data_on_uninstall,
		seller_details: settings.seller_details,
		events_slug: settings.events_slug,
		purge_host: settings.purge_host,
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
 * An e-mail text as the server stores it: line ends and outer spacing
 * normalised, '' when it is the default text.
 *
 * @param text     Typed text.
 * @param fallback The default text.
 */
function mailText( text: string, fallback = '' ): string {
	const clean = text.replace( /\r\n?/g, '\n' ).trim();
	return clean === fallback.trim() ? '' : clean;
}

/**
 * The value the REST route takes for one field.
 *
 * @param draft    The draft.
 * @param field    The field.
 * @param defaults Default e-mail texts.
 */
function toValue(
	draft: SettingsDraft,
	field: SettingsField,
	defaults: MailDefaults
): unknown {
	if ( isMailText( field ) ) {
		return mailText( draft[ field ] ?? '', defaults[ field ] );
	}
	switch ( field ) {
		case 'pending_hold_minutes':
		case 'waitlist_hold_hours':
		case 'mail_recipient_hourly':
		case 'mail_visitor_hourly':
		case 'default_landing_template':
			return wholeNumber( draft[ field ] );
		case 'disable_category_and_tags':
			return draft[ field ] ? 'on' : 'off';
		case 'modules':
			return { rsvp: draft.modules ? 'on' : 'off' };
		case 'events_slug':
			return draft.events_slug.trim().replace( /^\/+|\/+$/g, '' );
		case 'purge_host':
			return draft.purge_host.trim().replace( /\/+$/, '' );
		case 'organizer_notify_address':
			return draft.organizer_notify_address.trim();
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
 * @param saved    The draft of the stored settings.
 * @param draft    The draft being edited.
 * @param defaults Default e-mail texts.
 */
export function changedFields(
	saved: SettingsDraft,
	draft: SettingsDraft,
	defaults: MailDefaults = {}
): SettingsField[] {
	return ( Object.keys( draft ) as SettingsField[] ).filter(
		( field ) =>
			JSON.stringify( toValue( draft, field, defaults ) ) !==
			JSON.stringify( toValue( saved, field, defaults ) )
	);
}

/**
 * The partial update of the changed fields, as the REST route takes it.
 *
 * @param saved    The draft of the stored settings.
 * @param draft    The draft being edited.
 * @param defaults Default e-mail texts.
 */
export function changesPayload(
	saved: SettingsDraft,
	draft: SettingsDraft,
	defaults: MailDefaults = {}
): Record< string, unknown > {
	return Object.fromEntries(
		changedFields( saved, draft, defaults ).map( ( field ) => [
			field,
			toValue( draft, field, defaults ),
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

/**
 * Whether the organizers' notice goes to the chosen address, so the form asks for it.
 *
 * @param draft The draft.
 */
export function asksOrganizerAddress( draft: SettingsDraft ): boolean {
	return (
		draft.organizer_notify !== 'off' &&
		draft.organizer_notify_to === 'address'
	);
}
