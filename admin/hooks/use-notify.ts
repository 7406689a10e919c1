/**
 * Bottom-right notifications (snackbars of `core/notices`).
 */
import { useDispatch } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

export type Notify = {
	success: ( message: string ) => void;
	error: ( message: string, explanation?: string ) => void;
};

export function useNotify(): Notify {
	const { createSuccessNotice, createErrorNotice } =
		useDispatch( noticesStore );
	return {
		success: ( message ) =>
			void createSuccessNotice( message, { type: 'snackbar' } ),
		error: ( message, explanation ) =>
			void createErrorNotice(
				explanation ? `${ message } ${ explanation }` : message,
				{ type: 'snackbar', explicitDismiss: true }
			),
	};
}
