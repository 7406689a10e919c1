/**
 * The dashboard header: the three menu groups (each shown only with its
 * permission) and, on the right, the current screen's action button.
 */
import { __ } from '@wordpress/i18n';
import { useLocation } from 'wouter';
import { useCan, useCategoriesAndTagsDisabled } from '../store/hooks';
import { firstSegment } from './route-access';
import { HeaderActionButton } from './header-action-button';
import { MenuGroup, MenuLink } from './menu-group';

export function AppHeader() {
	const [ path ] = useLocation();
	const can = useCan();
	const termsDisabled = useCategoriesAndTagsDisabled();
	const section = firstSegment( path );

	const eventItems = [
		{ label: __( 'Events', 'eventsmith' ), to: '/events' },
		...( termsDisabled
			? []
			: [
					{
						label: __( 'Event Categories', 'eventsmith' ),
						to: '/categories',
					},
					{ label: __( 'Event Tags', 'eventsmith' ), to: '/tags' },
				] ),
	];
	const speakerItems = [
		{ label: __( 'Speakers', 'eventsmith' ), to: '/speakers' },
		{ label: __( 'Speakers Group', 'eventsmith' ), to: '/group' },
	];

	return (
		<div className="eventsmith-app__header">
			<div className="eventsmith-app__brand">
				<h1 className="eventsmith-app__title">
					{ __( 'Eventsmith', 'eventsmith' ) }
				</h1>
				<nav
					className="eventsmith-app__menu"
					aria-label={ __( 'Eventsmith menu', 'eventsmith' ) }
				>
					{ can( 'eventsmith_manage_event' ) && (
						<MenuGroup
							label={ __( 'Events', 'eventsmith' ) }
							items={ eventItems }
							isActive={ [
								'events',
								'categories',
								'tags',
							].includes( section ) }
						/>
					) }
					{ can( 'eventsmith_manage_organizer' ) && (
						<MenuGroup
							label={ __( 'Speakers', 'eventsmith' ) }
							items={ speakerItems }
							isActive={ [ 'speakers', 'group' ].includes(
								section
							) }
						/>
					) }
					{ can( 'eventsmith_manage_schedule' ) && (
						<MenuLink
							label={ __( 'Schedules', 'eventsmith' ) }
							to="/schedules"
							isActive={ section === 'schedules' }
						/>
					) }
				</nav>
			</div>
			<HeaderActionButton path={ path } />
		</div>
	);
}
