/**
 * The place of the first-run welcome above the dashboard's first screen.
 * The answer of /welcome is preloaded (includes/Admin/DashboardPage.php), so
 * this costs no request; the panel and wp-components load only when it shows.
 */
import { lazy, Suspense, useEffect, useState } from '@wordpress/element';
import { api } from '../../../front/rest/client';
import { withWordPressScripts } from '../../../front/wordpress/wordpress-scripts';
import type { Welcome } from './welcome-types';

const WelcomePanel = lazy(
	withWordPressScripts( () => import( './welcome-panel' ) )
);

type Props = {
	/** Sample events were added or removed: the screen below reloads. */
	onEventsChanged: () => void;
};

export function WelcomeGate( { onEventsChanged }: Props ) {
	const [ welcome, setWelcome ] = useState< Welcome | null >( null );

	useEffect( () => {
		let live = true;
		// Only site administrators may read it (and have it preloaded).
		if ( ! window.eventsmithDashboard?.permissions.is_super_admin ) {
			return;
		}
		api.get< Welcome >( '/welcome' )
			.then( ( answer ) => live && setWelcome( answer ) )
			.catch( () => undefined );
		return () => {
			live = false;
		};
	}, [] );

	if ( ! welcome?.shows ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<WelcomePanel
				initial={ welcome }
				onEventsChanged={ onEventsChanged }
				onClose={ () => setWelcome( null ) }
			/>
		</Suspense>
	);
}
