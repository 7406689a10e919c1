/**
 * Shown instead of the filters while rows are selected.
 */
import { LightButton as Button } from '../../../../front/components/light/button';
import { __, _n, sprintf } from '@wordpress/i18n';

type Props = {
	count: number;
	onDelete: () => void;
	onClear: () => void;
};

export function BulkBar( { count, onDelete, onClear }: Props ) {
	return (
		<div className="eventsmith-bulk-bar">
			<span className="eventsmith-bulk-bar__count">
				{ sprintf(
					/* translators: %d: number of selected events. */
					_n(
						'%d event selected',
						'%d events selected',
						count,
						'eventsmith'
					),
					count
				) }
			</span>
			<Button variant="tertiary" onClick={ onClear }>
				{ __( 'Clear selection', 'eventsmith' ) }
			</Button>
			<Button variant="secondary" isDestructive onClick={ onDelete }>
				{ __( 'Delete', 'eventsmith' ) }
			</Button>
		</div>
	);
}
