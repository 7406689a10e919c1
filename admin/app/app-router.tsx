/**
 * Hash routing: `admin.php?page=eventsmith#/events`. Each screen is
 * checked against the user's permissions before it renders; any path
 * outside the route table goes to `#/events`.
 */
import { Suspense } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { Redirect, Route, Switch } from 'wouter';
import { Loading } from '../components/screen/loading';
import { AccessGate } from './access-gate';
import { ROUTES } from './routes';

export function AppRouter() {
	return (
		<AccessGate>
			<Suspense fallback={ <Loading label={ __( 'Loading…', 'eventsmith' ) } /> }>
				<Switch>
					{ ROUTES.map( ( route ) => (
						<Route
							key={ route.path }
							path={ route.path }
							component={ route.component }
						/>
					) ) }
					<Route>
						<Redirect to="/events" replace />
					</Route>
				</Switch>
			</Suspense>
		</AccessGate>
	);
}
