/**
 * Delete and clone of list rows, shared by the schedule, speaker and term lists
 * (they differ only by endpoint and texts): confirm first, one request,
 * a toast for the outcome, then the list refetches. A failure leaves the
 * rows as they were.
 */
import { api } from '../../front/rest/client';
import { useConfirm } from '../components/confirm/confirm-provider';
import { useNotify } from './use-notify';

export type ListActionTexts = {
	deleted: string;
	deleteFailed: string;
	cloneQuestion?: string;
	cloned?: string;
	cloneFailed?: string;
};

export type ListActions = {
	/** Deletes rows (one id → `/path/{id}`, several → `?ids=`); true when done. */
	remove: ( ids: number[] ) => Promise< boolean >;
	clone: ( id: number ) => Promise< boolean >;
};

export function useListActions(
	path: string,
	texts: ListActionTexts,
	refetch: () => void
): ListActions {
	const confirm = useConfirm();
	const notify = useNotify();

	const remove = async ( ids: number[] ) => {
		if ( ids.length === 0 || ! ( await confirm() ) ) {
			return false;
		}
		try {
			if ( ids.length === 1 ) {
				await api.delete( `${ path }/${ ids[ 0 ] }` );
			} else {
				await api.delete( path, { ids: ids.join( ',' ) } );
			}
			notify.success( texts.deleted );
			refetch();
			return true;
		} catch {
			notify.error( texts.deleteFailed );
			return false;
		}
	};

	const clone = async ( id: number ) => {
		if ( ! ( await confirm( texts.cloneQuestion ) ) ) {
			return false;
		}
		try {
			await api.post( `${ path }/${ id }/clone` );
			notify.success( texts.cloned ?? '' );
			refetch();
			return true;
		} catch {
			notify.error( texts.cloneFailed ?? '' );
			return false;
		}
	};

	return { remove, clone };
}
