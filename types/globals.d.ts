/**
 * Data the server prints into admin pages before the apps start.
 */
interface EventsmithDashboardBoot {
	settings: {
		disable_category_and_tags: 'on' | 'off';
		modules: { rsvp: 'on' | 'off' };
		delete_data_on_uninstall: boolean;
		/** ISO 4217 code prices are in, e.g. USD. */
		currency?: string;
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
	};
	/** REST answers preloaded into the page (api-fetch preloading middleware). */
	preload?: Record< string, unknown >;
	/** Nonces of the CSV downloads through admin-post.php, by export. */
	exportNonces?: { attendees: string; bookings: string };
}

interface EventsmithTemplateBuilderBoot {
	dashboardUrl: string;
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
