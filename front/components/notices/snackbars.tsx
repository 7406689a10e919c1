/**
 * The snackbar list itself (components SnackbarList). Loaded with
 * wp-components when the first notification shows.
 */
import { SnackbarList } from '@wordpress/components';
import type { ComponentProps } from 'react';

type Props = Pick<
	ComponentProps< typeof SnackbarList >,
	'notices' | 'onRemove' | 'className'
>;

export default function Snackbars( { notices, onRemove, className }: Props ) {
	return (
		<SnackbarList
			className={ className }
			notices={ notices }
			onRemove={ onRemove }
		/>
	);
}
