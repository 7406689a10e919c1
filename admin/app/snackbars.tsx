/**
 * The snackbar list itself (components SnackbarList). Loaded with
 * wp-components when the first notification shows.
 */
import { SnackbarList } from '@wordpress/components';
import type { ComponentProps } from 'react';

type Props = Pick<
	ComponentProps< typeof SnackbarList >,
	'notices' | 'onRemove'
>;

export default function Snackbars( { notices, onRemove }: Props ) {
	return (
		<SnackbarList
			className="eventsmith-notifications"
			notices={ notices }
			onRemove={ onRemove }
		/>
	);
}
