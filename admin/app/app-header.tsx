/**
 * The dashboard header bar.
 */
import { __ } from '@wordpress/i18n';

export function AppHeader() {
	return (
		<header className="eventsmith-app__header">
			<h1 className="eventsmith-app__title">
				{ __( 'Eventsmith', 'eventsmith' ) }
			</h1>
		</header>
	);
}
