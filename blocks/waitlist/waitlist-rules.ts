/**
 * Checks of the waitlist form, kept apart from the store so they are plain functions.
 */
export type WaitlistTexts = {
	name: string;
	email: string;
	sending: string;
	joined: string;
	failed: string;
};

/**
 * What is wrong with the name and e-mail ('' when nothing).
 *
 * @param fields       Entered values.
 * @param fields.name  Name.
 * @param fields.email E-mail address.
 * @param texts        Messages.
 */
export function joinErrors(
	fields: { name: string; email: string },
	texts: WaitlistTexts
): { name: string; email: string } {
	const email = fields.email.trim();
	return {
		name: '' === fields.name.trim() ? texts.name : '',
		email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email ) ? '' : texts.email,
	};
}
