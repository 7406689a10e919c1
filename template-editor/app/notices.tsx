/**
 * Snackbar notices at the bottom of the screen, from the core/notices store.
 */
import { SnackbarList } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

export function Notices() {
	const notices = useSelect(
		( select ) =>
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' ),
		[]
	);
	const { removeNotice } = useDispatch( noticesStore );
	return (
		<SnackbarList
			className="eventsmith-notices"
			notices={
				notices as unknown as Parameters<
					typeof SnackbarList
				>[ 0 ][ 'notices' ]
			}
			onRemove={ ( id: string ) => removeNotice( id ) }
		/>
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
