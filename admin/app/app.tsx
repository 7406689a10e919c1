/**
 * The dashboard shell: router, header, the current screen, the shared
 * confirmation dialog and bottom-right notifications.
 */
import { Router } from 'wouter';
import { useHashLocation } from 'wouter/use-hash-location';
import { ConfirmProvider } from '../components/confirm/confirm-provider';
import { AdminMenuHighlight } from './admin-menu-highlight';
import { AppHeader } from './app-header';
import { AppRouter } from './app-router';
import { Notifications } from './notifications';

export function App() {
	return (
		<Router hook={ useHashLocation }>
			<AdminMenuHighlight />
			<ConfirmProvider>
				<div className="eventsmith-app">
					<AppHeader />
					<div className="eventsmith-app__main">
						<AppRouter />
					</div>
				</div>
				<Notifications />
			</ConfirmProvider>
		</Router>
	);
}
