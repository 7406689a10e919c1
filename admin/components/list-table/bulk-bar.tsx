/**
 * Shown instead of the filters while rows are selected: how many, a bulk
 * Delete and a way to clear the selection.
 */
import { LightButton as Button } from '../../../front/components/light/button';
import { __, _n, sprintf } from '@wordpress/i18n';

type Props = {
	count: number;
	onDelete: () => void;
	onClear: () => void;
};

export function BulkBar( { count, onDelete, onClear }: Props ) {
	return (
		<div
			className="eventsmith-bulk-bar"
			role="group"
			aria-label={ __( 'Bulk actions', 'eventsmith' ) }
		>
			<span className="eventsmith-bulk-bar__count">
				{ sprintf(
					/* translators: %d: number of selected rows. */
					_n( '%d selected', '%d selected', count, 'eventsmith' ),
					count
				) }
			</span>
			<Button variant="secondary" isDestructive onClick={ onDelete }>
				{ __( 'Delete', 'eventsmith' ) }
			</Button>
			<Button variant="tertiary" onClick={ onClear }>
				{ __( 'Clear selection', 'eventsmith' ) }
			</Button>
		</div>
	);
}
