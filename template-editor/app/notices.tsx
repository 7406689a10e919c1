/**
 * Snackbar notices at the bottom of the template builder, from the
 * core/notices store (the dashboard's list, placed by its own class).
 */
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { SnackbarNotices } from '../../front/components/notices/snackbar-notices';

export function Notices() {
	return <SnackbarNotices className="eventsmith-notices" />;
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
