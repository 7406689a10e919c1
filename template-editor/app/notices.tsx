/**
 * Snackbar notices at the bottom of the screen, from the core/notices store.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense, useRef } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { withWordPressScripts } from '../../admin/app/wordpress-scripts';

// The snackbars need wp-components: it loads with the first notice.
const Snackbars = lazy( withWordPressScripts( () => import( './snackbars' ) ) );

function EmptyList() {
	return (
		<div
			className="components-snackbar-list eventsmith-notices"
			tabIndex={ -1 }
		/>
	);
}

export function Notices() {
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
			<Snackbars
				notices={ notices as never }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</Suspense>
	);
}

/**
 * Functions that show a success or error snackbar.
 */
export function useNotify() {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return {
		success: ( message: string ) =>
			createSuccessNotice( message, { type: 'snackbar' } ),
		error: ( message: string ) =>
			createErrorNotice( message, { type: 'snackbar' } ),
	};
}
