/**
 * Snackbar notifications, anchored at the bottom right of the screen. The
 * snackbars need wp-components: it loads with the first notification; until
 * then the (empty) list is plain markup.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense, useRef } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { withWordPressScripts } from './wordpress-scripts';

const Snackbars = lazy( withWordPressScripts( () => import( './snackbars' ) ) );

function EmptyList() {
	return (
		<div
			className="components-snackbar-list eventsmith-notifications"
			tabIndex={ -1 }
		/>
	);
}

export function Notifications() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	// Once shown, the list stays (its snackbars animate out).
	const used = useRef( false );
	used.current = used.current || notices.length > 0;
	if ( ! used.current ) {
		return <EmptyList />;
	}
	return (
		<Suspense fallback={ <EmptyList /> }>
			<Snackbars notices={ notices as never } onRemove={ removeNotice } />
		</Suspense>
	);
}
