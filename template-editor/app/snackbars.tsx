/**
 * The snackbar list itself (components SnackbarList), loaded with
 * wp-components when the first notice shows.
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
			className="eventsmith-notices"
			notices={ notices }
			onRemove={ onRemove }
		/>
	);
}
