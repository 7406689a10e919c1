/**
 * Asks 'Are you sure?' before a template is deleted.
 */
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type ConfirmDeleteProps = { onConfirm: () => void; onCancel: () => void };

export default function ConfirmDelete( {
	onConfirm,
	onCancel,
}: ConfirmDeleteProps ) {
	return (
		<Modal
			title={ __( 'Delete template', 'eventsmith' ) }
			onRequestClose={ onCancel }
			className="eventsmith-popup"
		>
			<p>{ __( 'Are you sure?', 'eventsmith' ) }</p>
			<div className="eventsmith-modal-actions">
				<Button variant="tertiary" onClick={ onCancel }>
					{ __( 'Cancel', 'eventsmith' ) }
				</Button>
				<Button variant="primary" isDestructive onClick={ onConfirm }>
					{ __( 'Delete', 'eventsmith' ) }
				</Button>
			</div>
		</Modal>
	);
}
