/**
 * Snackbar notifications of a screen (the dashboard's, the builder's). The
 * snackbars need wp-components: it loads with the first notification; until
 * then the (empty) list is plain markup.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { lazy, Suspense, useRef } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { withWordPressScripts } from '../../wordpress/wordpress-scripts';

const Snackbars = lazy( withWordPressScripts( () => import( './snackbars' ) ) );

function EmptyList( { className }: { className: string } ) {
	return (
		<div
			className={ `components-snackbar-list ${ className }` }
			tabIndex={ -1 }
		/>
	);
}

/**
 * The snackbar list of a screen (the dashboard's, the template builder's).
 *
 * @param props
 * @param props.className The list's class, which places it on the screen.
 */
export function SnackbarNotices( { className }: { className: string } ) {
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
		return <EmptyList className={ className } />;
	}
	return (
		<Suspense fallback={ <EmptyList className={ className } /> }>
			<Snackbars
				className={ className }
				notices={ notices as never }
				onRemove={ ( id: string ) => removeNotice( id ) }
			/>
		</Suspense>
	);
}
