/**
 * Hash routing: `admin.php?page=eventsmith#/events`. Each screen is
 * checked against the user's permissions before it renders; any path
 * outside the route table goes to `#/events`.
 */
import { Suspense } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Route, Switch } from 'wouter';
import { Loading } from '../components/screen/loading';
import { AccessGate } from './access-gate';
import { ToEventList } from './to-event-list';
import { ROUTES } from './routes';

export function AppRouter() {
	return (
		<AccessGate>
			<Suspense
				fallback={
					<Loading label={ __( 'Loading…', 'eventsmith' ) } />
				}
			>
				<Switch>
					{ ROUTES.map( ( route ) => (
						<Route
							key={ route.path }
							path={ route.path }
							component={ route.component }
						/>
					) ) }
					<Route component={ ToEventList } />
				</Switch>
			</Suspense>
		</AccessGate>
	);
}
