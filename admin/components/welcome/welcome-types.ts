/**
 * What GET /eventsmith/v2/welcome answers (includes/Rest/WelcomeController.php).
 */
export type WelcomeFields = {
	currency: string;
	timezone: string;
	events_slug: string;
};

export type Welcome = {
	state: 'pending' | 'samples' | 'done';
	shows: boolean;
	fields: WelcomeFields;
	defaults: { events_slug: string; home: string };
	samples: { done: number; total: number; posts: number };
	removed?: number;
};
