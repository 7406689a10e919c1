/**
 * The dashboard shell: header and the current screen.
 */
import { Card, CardBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { AppHeader } from './app-header';

type AppProps = {
	boot: EventsmithDashboardBoot;
};

export function App( { boot }: AppProps ) {
	const canManageEvents =
		boot.permissions.is_super_admin ||
		boot.permissions.permissions.includes( 'eventsmith_manage_event' );

	return (
		<div className="eventsmith-app">
			<AppHeader />
			<main className="eventsmith-app__main">
				<Card className="eventsmith-empty-state">
					<CardBody>
						<h2 className="eventsmith-empty-state__title">
							{ __( 'Welcome to Eventsmith', 'eventsmith' ) }
						</h2>
						<p>
							{ canManageEvents
								? __(
										'Your events, schedules and speakers will be listed here.',
										'eventsmith'
									)
								: __(
										'Ask an administrator for access to the parts of Eventsmith you need.',
										'eventsmith'
									) }
						</p>
					</CardBody>
				</Card>
			</main>
		</div>
	);
}
