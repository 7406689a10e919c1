/**
 * Data the server prints into admin pages before the apps start.
 */
interface EventsmithDashboardBoot {
	settings: {
		disable_category_and_tags: 'on' | 'off';
		modules: { rsvp: 'on' | 'off' };
		delete_data_on_uninstall: boolean;
	};
	permissions: {
		is_super_admin: boolean;
		permissions: string[];
	};
	urls: {
		home: string;
		admin: string;
		templateBuilder: string;
	};
}

interface EventsmithTemplateBuilderBoot {
	dashboardUrl: string;
}

interface Window {
	eventsmithDashboard?: EventsmithDashboardBoot;
	eventsmithTemplateBuilder?: EventsmithTemplateBuilderBoot;
}
