/**
 * Delete, bulk delete and clone of events, each with its notification
 * (spec §8). Each resolves true when the server agreed.
 */
import { __ } from '@wordpress/i18n';
import { api } from '../../../../front/rest/client';
import { useConfirm } from '../../../components/confirm/confirm-provider';
import { useNotify } from '../../../hooks/use-notify';

export type EventActions = {
	remove: ( id: number ) => Promise< boolean >;
	removeMany: ( ids: number[] ) => Promise< boolean >;
	clone: ( id: number ) => Promise< boolean >;
};

export function useEventActions( onChanged: () => void ): EventActions {
	const confirm = useConfirm();
	const notify = useNotify();

	const removeWith = async ( query: { ids: string } | number ) => {
		if ( ! ( await confirm() ) ) {
			return false;
		}
		try {
			if ( typeof query === 'number' ) {
				await api.delete( `/events/${ query }` );
			} else {
				await api.delete( '/events', query );
			}
			notify.success(
				__( 'Successfully deleted the event!', 'eventsmith' )
			);
			onChanged();
			return true;
		} catch {
			notify.error( __( 'Failed to delete the event!', 'eventsmith' ) );
			return false;
		}
	};

	return {
		remove: ( id ) => removeWith( id ),
		removeMany: ( ids ) => removeWith( { ids: ids.join( ',' ) } ),
		clone: async ( id ) => {
			try {
				await api.post( `/events/${ id }/clone` );
				notify.success(
					__( 'Successfully cloned the event!', 'eventsmith' )
				);
				onChanged();
				return true;
			} catch {
				notify.error(
					__( 'Failed to clone the event!', 'eventsmith' )
				);
				return false;
			}
		},
	};
}
