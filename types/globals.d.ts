/**
 * Data the server prints into admin pages before the apps start.
 */
interface EventsmithDashboardBoot {
	/** Every site-wide setting (includes/Domain/Settings/SettingsSchema.php). */
	settings: {
		disable_category_and_tags: 'on' | 'off';
		modules: { rsvp: 'on' | 'off' };
		delete_data_on_uninstall: boolean;
		attendee_verification_style: 'on' | 'off';
		default_landing_template: number;
		currency: string;
		/** Payment methods buyers choose from (gateway ids), in order. */
		payment_methods: string[];
		payment_instructions: string;
		/** Stripe and PayPal (secrets masked: dots and the last 4 characters, '' when unset). */
		stripe_mode?: 'test' | 'live';
		stripe_test_publishable_key?: string;
		stripe_live_publishable_key?: string;
		stripe_test_secret_key?: string;
		stripe_live_secret_key?: string;
		stripe_webhook_secret?: string;
		paypal_mode?: 'test' | 'live';
		paypal_test_client_id?: string;
		paypal_live_client_id?: string;
		paypal_test_client_secret?: string;
		paypal_live_client_secret?: string;
		paypal_webhook_id?: string;
		pending_hold_minutes: number;
		waitlist_hold_hours?: number;
		trusted_proxies: string[];
		default_timezone: string;
		mail_from_name: string;
		mail_from_address: string;
		/** Automatic reminder: 'off' or whole hours before the start. */
		reminder_hours: string;
		/** E-mail about new registrations: 'off', 'each' or 'digest' (daily). */
		organizer_notify?: 'off' | 'each' | 'digest';
		/** Who gets it: the event's organizers, or organizer_notify_address. */
		organizer_notify_to?: 'organizers' | 'address';
		organizer_notify_address?: string;
		/** RSVP and waitlist confirmations per address and event in an hour (0: no cap). */
		mail_recipient_hourly?: number;
		/** Visitor-triggered e-mails per hour for the whole site (0: no cap). */
		mail_visitor_hourly?: number;
		seller_details: string;
		events_slug: string;
		/** Page cache that receives PURGE requests (scheme, host, port); '' = off. */
		purge_host: string;
		/** Subject and text of each editable e-mail ('' = the translated default). */
		[ setting: `mail_${ string }_subject` ]: string;
		[ setting: `mail_${ string }_body` ]: string;
	};
	permissions: {
		is_super_admin: boolean;
		permissions: string[];
	};
	urls: {
		home: string;
		admin: string;
		templateBuilder: string;
		/** Door-staff ticket scanner; add `&event_id={id}` for one event. */
		scanner: string;
		/** GET /eventsmith/v2/export (the site export's downloads). */
		export?: string;
	};
	/** REST answers preloaded into the page (api-fetch preloading middleware). */
	preload?: Record< string, unknown >;
	/** Nonces of the CSV downloads through admin-post.php, by export; `rest` for the site export's links. */
	exportNonces?: {
		attendees: string;
		bookings: string;
		rsvps: string;
		rest?: string;
	};
	/** The site's date formats and month/day names (what wp-date's settings hold). */
	date?: EventsmithDateSettings;
}

interface EventsmithDateSettings {
	formats: { date: string; time: string };
	l10n: {
		locale: string;
		months: string[];
		monthsShort: string[];
		weekdays: string[];
		weekdaysShort: string[];
		meridiem: { am: string; pm: string; AM: string; PM: string };
	};
}

interface EventsmithTemplateBuilderBoot {
	dashboardUrl: string;
	/** REST answers preloaded into the page: the template list's first request. */
	preload?: Record< string, unknown >;
	/** Site address the preview is requested from, and its nonce (action eventsmith_preview_template). */
	previewUrl?: string;
	previewNonce?: string;
	/** Published events for the preview and design pickers. */
	events?: Array< { id: number; title: string } >;
	/** Elementor's editor for a template, `%d` standing for its id; empty or absent without Elementor. */
	elementorEditUrl?: string;
}

interface Window {
	eventsmithDashboard?: EventsmithDashboardBoot;
	eventsmithTemplateBuilder?: EventsmithTemplateBuilderBoot;
}
