/**
 * A field's help text, with the server's refusal above it when the last
 * save named the field; and the props that mark the field invalid.
 */
import type { ReactNode } from 'react';

/**
 * @param help  What the field is for.
 * @param error Why the last save refused it, if it did.
 */
export function fieldHelp( help: ReactNode, error?: string ): ReactNode {
	if ( ! error ) {
		return help;
	}
	return (
		<>
			<span className="eventsmith-settings__error" role="alert">
				{ error }
			</span>{ ' ' }
			{ help }
		</>
	);
}

/**
 * Props marking a control invalid.
 *
 * @param error The field's refusal.
 */
export function invalidProps( error?: string ): {
	className?: string;
	'aria-invalid'?: true;
} {
	return error ? { className: 'has-error', 'aria-invalid': true } : {};
}
